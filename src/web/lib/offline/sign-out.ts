import { signOutRoute } from '#core/api/plain-routes.ts';
import { forgetReturnAddress, leavingToSignOut } from '../auth-redirect.ts';
import { dropThisPhoneSubscription } from '../push-subscription.ts';
import { queryClient } from '../query-client.ts';
import { stopLoadingPhotos } from '../stop-loading-photos.ts';
import { offlineDb } from './offline-db.ts';
import { persistedWritesSettled, stopPersisting } from './query-persist.ts';

/** Workbox's precache (the app shell): kept, so the app still opens offline for the next person. */
const isAppShell = (cacheName: string) => cacheName.startsWith('workbox-precache');

/**
 * What a shared phone keeps of the user who signs out (issue 15 item 7, ADR 0023): the answers
 * kept for offline reads and any cached responses other than the app shell go; the outbox of
 * unsynced writes stays (it belongs to its user and is only ever sent under their session). The
 * server's Clear-Site-Data: "cache" on /api/logout then empties the HTTP cache (photos included).
 */
export async function forgetSignedInData(): Promise<void> {
  // Where this user was headed is not where the next person signing in on this phone goes.
  forgetReturnAddress();
  // The next person on this phone must not be rung with this user's alerts (on a poor signal the
  // browser's own unsubscribe still happens; the wait for the server is bounded).
  await Promise.race([
    dropThisPhoneSubscription().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
  stopPersisting();
  await persistedWritesSettled();
  await (await offlineDb()).clear('queries');
  if ('caches' in window) {
    for (const name of await caches.keys()) if (!isAppShell(name)) await caches.delete(name);
  }
}

/** Signs out: the kept data first, then the server's sign-out, which ends the session and goes home. */
export async function signOut(): Promise<void> {
  leavingToSignOut();
  try {
    // Reads still under way (the refresh after a Sync Now, say) would be answered after the
    // session has ended.
    await queryClient.cancelQueries();
    await forgetSignedInData();
  } finally {
    stopLoadingPhotos(document.images, window.location.href);
    window.location.href = signOutRoute.path;
  }
}
