import type { FastifyRequest } from 'fastify';
import type { LocationType } from '#core/locations/location.schema.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { createIdempotent, skippedInsert } from '#server/db/idempotent-create.ts';
import { requireAuth, requireClientAdmin, requireMarinaAccess } from '#server/plugins/guards.ts';
import { conflict } from '#server/plugins/http-errors.ts';
import { findTypeByGuid, insertType, listClientTypes, typeNameTaken } from './location-types.queries.ts';

export const TYPE_EXISTS = 'Location type already exists';
/** The 403 for a marina admin: location types belong to the whole client (decision 0023). */
export const TYPES_ARE_SHARED =
  'Only a client admin can add, rename or delete location types: every marina of the client shares them';

/** A location type of this client (for the locations module); undefined for another client's. */
export { findTypeByGuid as findTypeOfClient };

const clientOf = async (request: FastifyRequest, marinaGuid: string | undefined) =>
  marinaGuid ? (await requireMarinaAccess(request, marinaGuid)).clientId : requireAuth(request).clientId;

/** The client's types, by name. Types belong to the client, so every marina sees the same list. */
export async function listTypes(request: FastifyRequest, marinaGuid?: string): Promise<LocationType[]> {
  const clientId = await clientOf(request, marinaGuid);
  const rows = await listClientTypes(request.server.db, clientId);
  return sortByName(rows).map(({ guid, name }) => ({ guid, name }));
}

/**
 * A client admin only: the types are the client's, shared by every marina (decision 0023). A named
 * marina must be one of the user's. Idempotent on `guid`.
 */
export async function createType(
  request: FastifyRequest,
  body: { name: string; marinaId?: string | undefined; guid?: string | undefined },
): Promise<{ type: LocationType; created: boolean }> {
  const { clientId } = await requireClientAdmin(request, body.marinaId, TYPES_ARE_SHARED);
  const { db } = request.server;
  const { row, created } = await createIdempotent({
    insert: async () => {
      const inserted = await insertType(db, clientId, body.name, body.guid);
      if (inserted) return inserted;
      // Nothing written: a retry of this guid, a name that is taken, or a guid we cannot see.
      const guid = body.guid;
      if (!guid) throw conflict(TYPE_EXISTS);
      return skippedInsert({
        ownGuidExists: async () => (await findTypeByGuid(db, clientId, guid)) !== undefined,
        visibleClash: async () =>
          (await typeNameTaken(db, clientId, body.name)) ? conflict(TYPE_EXISTS) : undefined,
      });
    },
    findExisting: () => findTypeByGuid(db, clientId, body.guid!),
    sameContent: (existing) => existing.name === body.name,
  });
  return { type: { guid: row.guid, name: row.name }, created };
}
