import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { resetOfflineDataTime } from './query-persist.ts';
import { configureSync, syncOutbox } from './sync.ts';

const AUTH_KEY = '/api/auth/user';

/**
 * Starts the queue: it is sent when the app opens (once the signed-in user is known), when the
 * network returns, when the app comes back to the foreground, and after each save.
 */
export function startOfflineSync(queryClient: QueryClient): void {
  configureSync({
    userGuid: () => queryClient.getQueryData<AuthUser | null>([AUTH_KEY])?.guid ?? null,
    // What arrived changes the feeds, lists and counts: refresh everything but the user.
    onSent: () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY }),
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
