import { TYPES_ARE_SHARED } from '#core/location-types/location-types.endpoints.ts';
import type { LocationType } from '#core/locations/location.schema.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import type { Db } from '#server/db/connect.ts';
import { createIdempotent, skippedInsert } from '#server/db/idempotent-create.ts';
import type { AuthContext, Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { HttpError } from '#server/plugins/http-errors.ts';
import { findTypeByGuid, insertType, listClientTypes, typeNameTaken } from './location-types.queries.ts';

export const TYPE_EXISTS = 'Location type already exists';
const typeExists = () => new HttpError(409, TYPE_EXISTS, undefined, 'locations.typeExists');

/** A location type of this client (for the locations module); undefined for another client's. */
export { findTypeByGuid as findTypeOfClient, TYPES_ARE_SHARED };

/**
 * A client admin or super_admin (decision 0023), a marina named along already checked: the route's
 * access level (`client-admin`) guards before the service runs.
 */
export interface ClientAdminCaller {
  db: Db;
  auth: AuthContext;
}

const clientOf = async (caller: Caller, marinaGuid: string | undefined) =>
  marinaGuid ? (await requireMarinaAccess(caller, marinaGuid)).clientId : requireAuth(caller).clientId;

/**
 * The client's types, by name. Types belong to the client, so every marina sees the same list; a
 * marina named along must be one the user may work at (404, then 403).
 */
export async function listTypes(caller: Caller, marinaGuid?: string): Promise<LocationType[]> {
  const clientId = await clientOf(caller, marinaGuid);
  const rows = await listClientTypes(caller.db, clientId);
  return sortByName(rows).map(({ guid, name }) => ({ guid, name }));
}

/**
 * The types are the client's, shared by every marina (decision 0023): the caller is a client admin
 * (and a marina named along is theirs), checked by the route's access level. Idempotent on `guid`.
 */
export async function createType(
  { db, auth }: ClientAdminCaller,
  body: { name: string; guid?: string | undefined },
): Promise<{ type: LocationType; created: boolean }> {
  const { clientId } = auth;
  const { row, created } = await createIdempotent({
    insert: async () => {
      const inserted = await insertType(db, clientId, body.name, body.guid);
      if (inserted) return inserted;
      // Nothing written: a retry of this guid, a name that is taken, or a guid we cannot see.
      const guid = body.guid;
      if (!guid) throw typeExists();
      return skippedInsert({
        ownGuidExists: async () => (await findTypeByGuid(db, clientId, guid)) !== undefined,
        visibleClash: async () => ((await typeNameTaken(db, clientId, body.name)) ? typeExists() : undefined),
      });
    },
    findExisting: () => findTypeByGuid(db, clientId, body.guid!),
    sameContent: (existing) => existing.name === body.name,
  });
  return { type: { guid: row.guid, name: row.name }, created };
}
