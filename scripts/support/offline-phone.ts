/**
 * A phone's offline readiness, read from the page: for the browser tests (e2e/support/offline.ts)
 * and the check-in latency bench, which runs outside Vitest.
 */
import type { Page } from 'playwright-core';

/** Waits until the service worker controls the page (the app shell is cached). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** Whether the app has kept (for offline reads) an answer of a GET of this path, saved at or after `since` (the page's clock). */
export function isKept(page: Page, path: string, since = 0): Promise<boolean> {
  return page.evaluate(
    ({ prefix, since }) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('dockwatch-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const rows = db.transaction('queries').objectStore('queries').getAll();
          rows.onsuccess = () => {
            resolve(
              (rows.result as { key: string; savedAt: number }[]).some(
                (row) => row.key.startsWith(prefix) && row.savedAt >= since,
              ),
            );
            db.close();
          };
        };
      }),
    { prefix: JSON.stringify([path]).slice(0, -1), since },
  );
}
