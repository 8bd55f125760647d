import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { marinasForUser, toMarinaSummary } from '#server/modules/marinas/marinas.service.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { HttpError } from '#server/plugins/http-errors.ts';
import { findUserByEmail } from './auth.queries.ts';
import { noteLoginSuccess, takeLoginSlots } from './login-rate-limit.ts';
import { verifyPassword } from './password.ts';

export const INVALID_LOGIN = 'Invalid email or password';

/** Checks the credentials; answers the same message whether or not the email exists. */
export async function authenticate(db: Db, email: string, password: string, ip: string): Promise<number> {
  // The slot is taken before the password is checked; a wrong password keeps it as its failure.
  const slot = await takeLoginSlots(db, email, ip);
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) throw new HttpError(401, INVALID_LOGIN, undefined, 'auth.wrongPassword');
  if (user.disabledAt)
    throw new HttpError(
      403,
      'This account has been disabled. Ask your administrator.',
      undefined,
      'auth.disabled',
    );
  await noteLoginSuccess(db, email, slot);
  return user.id;
}

export async function describeUser(db: Db, auth: AuthContext): Promise<AuthUser> {
  const marinas = await marinasForUser(db, auth);
  return {
    guid: auth.guid,
    email: auth.email,
    firstName: auth.firstName,
    lastName: auth.lastName,
    profileImageUrl: auth.profileImageUrl,
    clientId: auth.clientGuid,
    permissions: auth.permissions.map((p) => ({
      guid: p.guid,
      permissionType: p.permissionType,
      marinaId: p.marinaGuid,
    })),
    marinas: marinas.map(toMarinaSummary),
  };
}
