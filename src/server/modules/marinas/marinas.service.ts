import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { seesAllMarinas } from '#core/auth/permissions.ts';
import type { Db } from '#server/db/connect.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { findMarinaByGuid, listClientMarinas } from './marinas.queries.ts';

export const findMarinaOfClient = findMarinaByGuid;

/** The marinas this user may work at: all of the client's for super_admin and client-wide admin. */
export async function marinasForUser(db: Db, auth: AuthContext) {
  if (seesAllMarinas(auth.permissions)) return listClientMarinas(db, auth.clientId);
  const ids = [...new Set(auth.permissions.map((p) => p.marinaId).filter((id): id is number => id !== null))];
  return listClientMarinas(db, auth.clientId, ids);
}

/** A marina as the user's reads show it (GET /api/marinas, the signed-in user's marinas). */
export const toMarinaSummary = ({ guid, name, location, timeZone }: MarinaSummary): MarinaSummary => ({
  guid,
  name,
  location,
  timeZone,
});
