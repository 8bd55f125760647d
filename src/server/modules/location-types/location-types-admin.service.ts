import type { LocationType } from '#core/locations/location.schema.ts';
import { HttpError, notFound } from '#server/plugins/http-errors.ts';
import {
  type ClientAdminCaller,
  findTypeOfClient,
  TYPE_EXISTS,
  TYPES_ARE_SHARED,
} from './location-types.service.ts';
import { deleteType, renameType, typeUsage } from './location-types-admin.queries.ts';

export { TYPES_ARE_SHARED };

export const TYPE_NOT_FOUND = 'Location type not found';
export const TYPE_IN_USE = 'Location type is in use';
const inUse = () => new HttpError(409, TYPE_IN_USE, undefined, 'locationTypes.inUse');

/** The caller is a client admin, as for creating a type: checked before the type is looked up. */
async function loadType({ db, auth }: ClientAdminCaller, guid: string) {
  const type = await findTypeOfClient(db, auth.clientId, guid);
  if (!type) throw notFound(TYPE_NOT_FOUND);
  return { clientId: auth.clientId, type };
}

/** PUT /api/location-types/{guid}: rename; 409 when the client has another type of that name. */
export async function renameLocationType(
  caller: ClientAdminCaller,
  guid: string,
  body: { name: string },
): Promise<LocationType> {
  const { clientId, type } = await loadType(caller, guid);
  const renamed = await renameType(caller.db, clientId, type.id, body.name).catch((error: unknown) => {
    const e = error as { code?: string; cause?: { code?: string } } | null;
    if (e?.code === '23505' || e?.cause?.code === '23505') return false;
    throw error;
  });
  if (!renamed) throw new HttpError(409, TYPE_EXISTS, undefined, 'locationTypes.nameTaken');
  return { guid: type.guid, name: body.name };
}

/**
 * DELETE /api/location-types/{guid}: only an unused type. Deleted locations keep their type for
 * history, so a type that only they use cannot go either (409 with its own message).
 */
export async function deleteLocationType(caller: ClientAdminCaller, guid: string) {
  const { type } = await loadType(caller, guid);
  const { db } = caller;
  const usage = await typeUsage(db, type.id);
  if (usage.live > 0) throw inUse();
  if (usage.deleted > 0) {
    throw new HttpError(
      409,
      'Location type is still used by deleted locations kept for history',
      undefined,
      'locationTypes.inUseByDeleted',
    );
  }
  const deleted = await deleteType(db, type.id).catch((error: unknown) => {
    const e = error as { code?: string; cause?: { code?: string } } | null;
    // A location of this type was added meanwhile (foreign key violation).
    if (e?.code === '23503' || e?.cause?.code === '23503') throw inUse();
    throw error;
  });
  if (!deleted) throw notFound(TYPE_NOT_FOUND);
  return { deleted: true };
}
