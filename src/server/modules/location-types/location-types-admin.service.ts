import type { FastifyRequest } from 'fastify';
import type { LocationType } from '#core/locations/location.schema.ts';
import { requireClientAdmin } from '#server/plugins/guards.ts';
import { conflict, notFound } from '#server/plugins/http-errors.ts';
import { findTypeOfClient, TYPE_EXISTS, TYPES_ARE_SHARED } from './location-types.service.ts';
import { deleteType, renameType, typeUsage } from './location-types-admin.queries.ts';

export { TYPES_ARE_SHARED };

export const TYPE_NOT_FOUND = 'Location type not found';
export const TYPE_IN_USE = 'Location type is in use';

/** The same rule as creating a type: a client admin (decision 0023); a named marina must be theirs. */
async function loadType(request: FastifyRequest, guid: string, marinaGuid: string | undefined) {
  const { clientId } = await requireClientAdmin(request, marinaGuid, TYPES_ARE_SHARED);
  const type = await findTypeOfClient(request.server.db, clientId, guid);
  if (!type) throw notFound(TYPE_NOT_FOUND);
  return { clientId, type };
}

/** PUT /api/location-types/{guid}: rename; 409 when the client has another type of that name. */
export async function renameLocationType(
  request: FastifyRequest,
  guid: string,
  body: { name: string; marinaId?: string | undefined },
): Promise<LocationType> {
  const { clientId, type } = await loadType(request, guid, body.marinaId);
  const renamed = await renameType(request.server.db, clientId, type.id, body.name).catch(
    (error: unknown) => {
      const e = error as { code?: string; cause?: { code?: string } } | null;
      if (e?.code === '23505' || e?.cause?.code === '23505') return false;
      throw error;
    },
  );
  if (!renamed) throw conflict(TYPE_EXISTS);
  return { guid: type.guid, name: body.name };
}

/**
 * DELETE /api/location-types/{guid}: only an unused type. Deleted locations keep their type for
 * history, so a type that only they use cannot go either (409 with its own message).
 */
export async function deleteLocationType(
  request: FastifyRequest,
  guid: string,
  marinaGuid: string | undefined,
) {
  const { type } = await loadType(request, guid, marinaGuid);
  const { db } = request.server;
  const usage = await typeUsage(db, type.id);
  if (usage.live > 0) throw conflict(TYPE_IN_USE);
  if (usage.deleted > 0) throw conflict('Location type is still used by deleted locations kept for history');
  const deleted = await deleteType(db, type.id).catch((error: unknown) => {
    const e = error as { code?: string; cause?: { code?: string } } | null;
    // A location of this type was added meanwhile (foreign key violation).
    if (e?.code === '23503' || e?.cause?.code === '23503') throw conflict(TYPE_IN_USE);
    throw error;
  });
  if (!deleted) throw notFound(TYPE_NOT_FOUND);
  return { deleted: true };
}
