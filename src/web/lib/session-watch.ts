import type { QueryClient } from '@tanstack/react-query';
import { isSigningOut, startLoginRedirect } from './auth-redirect.ts';
import { whenAccessRefused, whenSessionEnds } from './session-events.ts';
import { authUserQueryKey, signedInUser } from './signed-in-user.ts';

/**
 * How the app follows the session while it is open (issue 30 items 14 and 17):
 *
 * - a 401 on a signed-in page makes the user signed out in the cache, so the page shows
 *   'Please log in to access this page.' and the session toast, then signs in again after 500 ms
 *   and comes back (SignInRequired); elsewhere it starts the sign-in flow at once, as before;
 * - a 403, or the app coming back to the foreground, asks for the signed-in user again: a marina
 *   taken away then leaves the user's list, and the marina selection switches and warns.
 */
export function watchSession(queryClient: QueryClient, needsSignIn: (path: string) => boolean): void {
  // Calls answering 401 together each report it: the first signs the user out on this page, whose
  // screen then signs in again itself; the others must not leave before it has said so.
  let endedOn: string | null = null;
  whenSessionEnds(() => {
    if (isSigningOut()) return;
    const path = window.location.pathname;
    if (needsSignIn(path) && signedInUser(queryClient)) {
      endedOn = path;
      queryClient.setQueryData(authUserQueryKey, null);
    } else if (endedOn !== path) {
      startLoginRedirect();
    }
  });

  const askAgain = () => {
    if (!signedInUser(queryClient)) return;
    // One request for any number of refusals arriving together.
    void queryClient.refetchQueries({ queryKey: authUserQueryKey, exact: true }, { cancelRefetch: false });
  };
  whenAccessRefused(askAgain);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') askAgain();
  });
}
