/**
 * Whether this browser was signed in when the app last knew (decision 0054). While the signed-in
 * user is loading, / shows the landing page (spec 000 section 2), except to a browser this says
 * was signed in: a guard opening the app would see the landing page flash before the dashboard
 * (decision 0047). Only a flag: nothing about who.
 */
export const SIGNED_IN_HINT_KEY = 'signedInHere';

export function wasSignedInHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode): the landing page shows while loading, as the spec has it.
  }
}
