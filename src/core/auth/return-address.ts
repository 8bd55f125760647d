/**
 * The return address (spec 000 sections 4, 5 and 9): where a signed-out user goes back to
 * after signing in. Pure rules only; the browser side lives in src/web/lib/auth-redirect.ts.
 */

/** Session storage key of the saved return address. */
export const AUTH_RETURN_URL_KEY = 'auth_return_url';

/** Session storage key of when the return address was saved (ms since the epoch). */
export const AUTH_RETURN_SAVED_AT_KEY = 'auth_return_url_saved_at';

/**
 * A return address is used within this long of being saved. An older one (a scan abandoned at
 * the sign-in page an hour ago) would replay that check-in at the next sign-in: it is dropped,
 * and a new address may take its place.
 */
export const RETURN_ADDRESS_MAX_AGE_MS = 10 * 60_000;

/** Whether an address saved at `savedAt` (null or unreadable: unknown) may still be used at `now`. */
export function isReturnAddressFresh(savedAt: string | null, now: number): boolean {
  const at = Number(savedAt);
  if (savedAt === null || !Number.isFinite(at)) return false;
  return at <= now && now - at < RETURN_ADDRESS_MAX_AGE_MS;
}

/** Repeat redirects to sign-in are suppressed for this long. */
export const RETURN_REDIRECT_GUARD_MS = 1000;

/** Delay before a screen that found the user signed out sends them to sign in. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

/** Where the browser goes to sign in (a full page navigation; the server answers with /login). */
export const LOGIN_ENTRY_PATH = '/api/login';

/** Our own sign-in page. */
export const LOGIN_PAGE_PATH = '/login';

function pathOnly(address: string): string {
  const end = address.search(/[?#]/);
  return end === -1 ? address : address.slice(0, end);
}

/** True for the sign-in page and the sign-in entry point, in any letter case, with or without a trailing slash. */
export function isLoginPath(address: string): boolean {
  const path = pathOnly(address).toLowerCase().replace(/\/+$/, '');
  return path === LOGIN_PAGE_PATH || path === LOGIN_ENTRY_PATH;
}

/**
 * A return address is accepted only if it is a local path: it starts with exactly one slash
 * (not two, which browsers read as another host), and it is not the login path.
 * A backslash right after the slash (`/\host`) is read by browsers as `//host`, and tabs or
 * line breaks are dropped by URL parsing, so those are refused as well.
 */
export function isAcceptableReturnAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return !isLoginPath(value);
}

/**
 * Whether a redirect to sign-in may start now, given when the last one started
 * (null: never). Repeats within RETURN_REDIRECT_GUARD_MS are suppressed.
 */
export function mayStartLoginRedirect(now: number, lastStartedAt: number | null): boolean {
  return lastStartedAt === null || now - lastStartedAt >= RETURN_REDIRECT_GUARD_MS;
}
