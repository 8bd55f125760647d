import type { Db } from '#server/db/connect.ts';
import { authenticate } from '#server/modules/auth/auth.service.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { HttpError } from '#server/plugins/http-errors.ts';
import { deleteOtherSessions, deleteUserTokens, setPasswordHash } from './account.queries.ts';

export const WRONG_CURRENT = 'body.currentPassword: is not your current password';

/**
 * POST /api/auth/change-password: checks the current password through the sign-in check (so
 * guesses count against the same per-account and per-IP limit), then ends every other session.
 */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  body: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  try {
    await authenticate(db, auth.email, body.currentPassword, ip);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401)
      throw new HttpError(400, WRONG_CURRENT, undefined, 'account.wrongCurrentPassword');
    throw error;
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.userId, passwordHash);
    await deleteUserTokens(tx, auth.userId);
    await deleteOtherSessions(tx, auth.userId, auth.sessionId);
  });
}
