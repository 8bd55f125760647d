import { startLoginRedirect } from './auth-redirect.ts';

/**
 * What the server's answers say about the session, for the app to act on: a 401 (the session
 * ended) and a 403 (refused: the user's access may have changed). The fetch wrapper reports them
 * here; the app registers what to do (`watchSession`). Until then a 401 starts the sign-in flow.
 */

let onEnd: () => void = startLoginRedirect;
let onRefused: () => void = () => {};

/** Sets what a 401 does. */
export function whenSessionEnds(handler: () => void): void {
  onEnd = handler;
}

/** Sets what a 403 does. */
export function whenAccessRefused(handler: () => void): void {
  onRefused = handler;
}

export function sessionEnded(): void {
  onEnd();
}

export function accessRefused(): void {
  onRefused();
}
