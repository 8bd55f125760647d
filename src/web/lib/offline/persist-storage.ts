/**
 * Asks the browser to keep this site's storage (issue 18 item 6) once the phone holds something
 * worth keeping: a queued write or a kept read. Without it a browser short of space may clear
 * IndexedDB, queue included. Asked once per page load at most; a browser that already granted it
 * is not asked again, and one that refused (Firefox may prompt) is not pestered: the answer is
 * remembered for this device.
 */
const ASKED = 'dockwatch:storage-persist-asked';

let asking: Promise<boolean> | undefined;

export function keepStorage(): Promise<boolean> {
  asking ??= ask();
  return asking;
}

async function ask(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return false;
  try {
    if (await storage.persisted()) return true;
    if (localStorage.getItem(ASKED)) return false;
    localStorage.setItem(ASKED, new Date().toISOString());
    return await storage.persist();
  } catch {
    return false;
  }
}

export interface StorageUse {
  /** Bytes this site uses on the device, as the browser estimates it. */
  usage: number;
  /** Whether the browser keeps it when short of space. */
  persisted: boolean;
}

/** What the site stores on the device; undefined where the browser does not say. */
export async function storageUse(): Promise<StorageUse | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return undefined;
  try {
    const [estimate, persisted] = await Promise.all([
      storage.estimate(),
      storage.persisted ? storage.persisted() : Promise.resolve(false),
    ]);
    return { usage: estimate.usage ?? 0, persisted };
  } catch {
    return undefined;
  }
}
