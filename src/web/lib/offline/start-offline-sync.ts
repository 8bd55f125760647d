import type { QueryClient } from '@tanstack/react-query';
import { authUserQueryKey, signedInUser } from '../signed-in-user.ts';
import { resetOfflineDataTime } from './query-persist.ts';
import { configureSync, syncOutbox } from './sync.ts';

const [AUTH_KEY] = authUserQueryKey;

let refreshOwed = false;

/**
 * Refreshes every query but the user's once no save is in flight: a save made online waits for
 * its send, and refetching while other saves are under way (quick ticks) would show their
 * optimistic state flickering back; each save refreshes its own data when it settles anyway.
 */
function refreshWhenIdle(queryClient: QueryClient): void {
  const refresh = () =>
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY });
  if (queryClient.isMutating() === 0) {
    refresh();
    return;
  }
  if (refreshOwed) return;
  refreshOwed = true;
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() > 0) return;
    unsubscribe();
    refreshOwed = false;
    refresh();
  });
}

/**
 * Starts the queue: it is sent when the app opens (once the signed-in user is known), when the
 * network returns, when the app comes back to the foreground, and after each save.
 */
export function startOfflineSync(queryClient: QueryClient): void {
  configureSync({
    userGuid: () => signedInUser(queryClient)?.guid ?? null,
    // What arrived changes the feeds, lists and counts: refresh everything but the user.
    onSent: () => refreshWhenIdle(queryClient),
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === AUTH_KEY && event.action.type === 'success') {
      void syncOutbox();
    }
  });
  window.addEventListener('online', () => {
    resetOfflineDataTime();
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY });
    void syncOutbox();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncOutbox();
  });
}
