import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { baseUrl, chromiumPath, PHONE } from './browser.ts';

/** A browser profile on disk, so IndexedDB and the service worker survive a browser restart. */
export const newProfileDir = () => mkdtempSync(join(tmpdir(), 'dockwatch-offline-'));

export async function launchPhoneProfile(
  profileDir: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    baseURL: baseUrl(),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 7 });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Waits until the service worker controls the page (the app shell is cached). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

export interface QueuedEntry {
  id: string;
  kind: string;
  deviceTime: string;
  status: string;
  steps: { url: string; body?: Record<string, unknown> }[];
}

/** The write queue as the app stored it in IndexedDB. */
export function readOutbox(page: Page): Promise<QueuedEntry[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedEntry[]>((resolve, reject) => {
        const open = indexedDB.open('dockwatch-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve(all.result.map(({ photo: _photo, ...rest }) => rest) as QueuedEntry[]);
            db.close();
          };
        };
      }),
  );
}
