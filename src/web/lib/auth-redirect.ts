import {
  AUTH_RETURN_SAVED_AT_KEY,
  AUTH_RETURN_URL_KEY,
  isAcceptableReturnAddress,
  isReturnAddressFresh,
  LOGIN_ENTRY_PATH,
  mayStartLoginRedirect,
} from '#core/auth/return-address.ts';

/**
 * The return-address flow of spec 000 section 4: on a 401 the current address is kept in
 * session storage, the browser goes to sign in, and after sign-in the address is read back.
 */

let lastRedirectAt: number | null = null;
/** Set when the page is leaving to sign out: a late 401 must not turn that into a sign-in. */
let signingOut = false;

/**
 * The page is on its way to /api/logout. An answer still arriving meanwhile (a refetch that
 * reached the server after the session ended) answers 401; sending the browser to sign in then
 * would cancel the sign-out's own navigation and show the sign-in page instead of home.
 */
export function leavingToSignOut(): void {
  signingOut = true;
}

/** True once the page is leaving to sign out (`leavingToSignOut`). */
export const isSigningOut = (): boolean => signingOut;

function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Removes the saved address and its time. */
export function forgetReturnAddress(): void {
  try {
    window.sessionStorage.removeItem(AUTH_RETURN_URL_KEY);
    window.sessionStorage.removeItem(AUTH_RETURN_SAVED_AT_KEY);
  } catch (error) {
    console.warn('Could not remove the return address', error);
  }
}

/** The saved address if it is recent enough to use; an older one is removed (null). */
function freshStoredAddress(): string | null {
  const stored = window.sessionStorage.getItem(AUTH_RETURN_URL_KEY);
  if (stored === null) return null;
  if (isReturnAddressFresh(window.sessionStorage.getItem(AUTH_RETURN_SAVED_AT_KEY), Date.now()))
    return stored;
  forgetReturnAddress();
  return null;
}

/**
 * Saves the address unless it is not a local path, is the login path, or a recent one is saved
 * already (an old one is replaced).
 */
export function saveReturnAddress(address: string = currentAddress()): void {
  if (!isAcceptableReturnAddress(address)) return;
  try {
    if (freshStoredAddress() !== null) return;
    window.sessionStorage.setItem(AUTH_RETURN_URL_KEY, address);
    window.sessionStorage.setItem(AUTH_RETURN_SAVED_AT_KEY, String(Date.now()));
  } catch (error) {
    console.warn('Could not save the return address', error);
  }
}

/** Saves the return address and sends the browser to sign in; repeats within 1 s are ignored. */
export function startLoginRedirect(): void {
  if (signingOut) return;
  const now = Date.now();
  if (!mayStartLoginRedirect(now, lastRedirectAt)) return;
  lastRedirectAt = now;
  saveReturnAddress();
  window.location.href = LOGIN_ENTRY_PATH;
}

/** True when a recent address is waiting to be used after sign-in. */
export function hasReturnAddress(): boolean {
  try {
    return freshStoredAddress() !== null;
  } catch {
    return false;
  }
}

/** Reads and removes the saved address; an invalid or old stored value is discarded (null). */
export function takeReturnAddress(): string | null {
  try {
    const stored = freshStoredAddress();
    forgetReturnAddress();
    return stored !== null && isAcceptableReturnAddress(stored) ? stored : null;
  } catch (error) {
    console.warn('Could not read the return address', error);
    return null;
  }
}
