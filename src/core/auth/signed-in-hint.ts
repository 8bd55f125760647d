/**
 * A cookie beside the session's, readable by the page and holding no secret: the server sets it
 * with a session and clears it with one (and on any request whose session has ended), so a page
 * with no session does not ask GET /api/auth/user and have the browser log its 401 as an error
 * (issue 30 item 20, decision 0055). Who is signed in is still only what that call answers.
 */
export const SIGNED_IN_HINT_COOKIE = 'dockwatch.signed-in';

/** Whether a cookie string (document.cookie) carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === SIGNED_IN_HINT_COOKIE);
}
