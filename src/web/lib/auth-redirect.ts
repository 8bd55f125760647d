import {
  AUTH_RETURN_URL_KEY,
  isAcceptableReturnAddress,
  LOGIN_ENTRY_PATH,
  mayStartLoginRedirect,
} from '#core/auth/return-address.ts';

/**
 * The return-address flow of spec 000 section 4: on a 401 the current address is kept in
 * session storage, the browser goes to sign in, and after sign-in the address is read back.
 */

let lastRedirectAt: number | null = null;

function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Saves the address unless it is not a local path, is the login path, or one is saved already. */
export function saveReturnAddress(address: string = currentAddress()): void {
  if (!isAcceptableReturnAddress(address)) return;
  try {
    if (window.sessionStorage.getItem(AUTH_RETURN_URL_KEY) !== null) return;
    window.sessionStorage.setItem(AUTH_RETURN_URL_KEY, address);
  } catch (error) {
    console.warn('Could not save the return address', error);
  }
}

/** Saves the return address and sends the browser to sign in; repeats within 1 s are ignored. */
export function startLoginRedirect(): void {
  const now = Date.now();
  if (!mayStartLoginRedirect(now, lastRedirectAt)) return;
  lastRedirectAt = now;
  saveReturnAddress();
  window.location.href = LOGIN_ENTRY_PATH;
}

/** True when an address is waiting to be used after sign-in. */
export function hasReturnAddress(): boolean {
  try {
    return window.sessionStorage.getItem(AUTH_RETURN_URL_KEY) !== null;
  } catch {
    return false;
  }
}

/** Reads and removes the saved address; an invalid stored value is discarded (null). */
export function takeReturnAddress(): string | null {
  try {
    const stored = window.sessionStorage.getItem(AUTH_RETURN_URL_KEY);
    if (stored === null) return null;
    window.sessionStorage.removeItem(AUTH_RETURN_URL_KEY);
    return isAcceptableReturnAddress(stored) ? stored : null;
  } catch (error) {
    console.warn('Could not read the return address', error);
    return null;
  }
}
