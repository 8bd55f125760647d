import { hasSignedInHint } from '#core/auth/signed-in-hint.ts';

/**
 * Whether this browser holds the server's signed-in hint cookie (decisions 0054, 0055): set and
 * cleared by the server with the session, so it says "a session was set here", never who. Without
 * it GET /api/auth/user is not asked, and / shows the landing page while the user loads.
 */
export const signedInHere = (): boolean => hasSignedInHint(document.cookie);
