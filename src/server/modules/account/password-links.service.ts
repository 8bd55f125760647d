import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#server/db/connect.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { deleteUserSessions } from '#server/modules/auth/session.queries.ts';
import { findUserOr404 } from '#server/modules/backend/users.service.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { badRequest, HttpError } from '#server/plugins/http-errors.ts';
import {
  consumeToken,
  deleteUserTokens,
  findAccount,
  insertToken,
  setPasswordHash,
} from './account.queries.ts';

export const LINK_LIFETIME_MS = 7 * 24 * 3600_000;
export const INVALID_LINK =
  'body.token: This link is invalid, used or expired. Ask your administrator for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/backend/users/{guid}/password-link: a one-time link valid 7 days. Only the token's
 * hash is stored. A new link replaces every older one and ends the user's sessions.
 */
export async function createPasswordLink(db: Db, auth: AuthContext, userGuid: string) {
  const user = await findUserOr404(db, userGuid);
  // It would end the very session asking for it; one's own password changes with the current one.
  if (user.id === auth.userId) throw badRequest('params.guid: use Change password for your own account');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await deleteUserTokens(tx, user.id);
    await insertToken(tx, user.id, hashToken(token), expiresAt);
    await deleteUserSessions(tx, user.id);
  });
  return { url: `/set-password?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /api/auth/set-password: no session needed, the token is the proof. Single use; the
 * user's other links and every session end. The user then signs in with the new password.
 */
export async function setPasswordWithToken(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, hashToken(token));
    if (userId === undefined) throw new HttpError(400, INVALID_LINK, undefined, 'account.invalidLink');
    const account = await findAccount(tx, userId);
    if (!account || account.disabledAt) {
      throw new HttpError(
        400,
        'body.token: This account has been disabled. Ask your administrator.',
        undefined,
        'auth.disabled',
      );
    }
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserTokens(tx, userId);
    await deleteUserSessions(tx, userId);
    return { email: account.email };
  });
}
