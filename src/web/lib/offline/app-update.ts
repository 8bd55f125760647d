import { useSyncExternalStore } from 'react';

/**
 * A new version of the app installed and waiting (issue 18 item 6). The service worker never
 * takes over by itself (ADR 0021): the page offers "Update available — Reload", and applying it
 * asks the waiting worker to take over, then reloads once it controls the page.
 */
let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(applyUpdate: () => void): void {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => apply !== undefined,
  );
}

export function applyUpdate(): void {
  apply?.();
}
