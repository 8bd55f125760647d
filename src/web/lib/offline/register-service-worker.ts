import { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update.ts';

/**
 * Registers /sw.js (built by vite-plugin-pwa) in built apps. A new version installs in the
 * background and waits: it takes over when the app is next opened (all its tabs closed), or when
 * the guard taps "Reload" on the update strip (app-update.ts), never by itself in the middle of a
 * shift. Nothing here touches the write queue, which lives in IndexedDB.
 */
export function registerServiceWorker(): void {
  // Not under the Vite dev server (no /sw.js there); any build registers it, whatever NODE_ENV was.
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let applied = false;
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      // Once: a second tap (or the strip's recheck) must not add listeners or ask again.
      if (applied) return;
      applied = true;
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => {
    // An app that cannot install offline support still works online.
    console.warn('Service worker registration failed', error);
  });
}
