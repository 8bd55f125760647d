import type { Location, UpdateLocationBody } from '#core/locations/location.schema.ts';
import { findTypeOfClient } from '#server/modules/location-types/location-types.service.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth } from '#server/plugins/guards.ts';
import { badRequest, HttpError, notFound } from '#server/plugins/http-errors.ts';
import { findLocation, findParent, siblingNameTaken } from './locations.queries.ts';
import { assertSameMarina, LOCATION_NOT_FOUND, loadLocation, toWire } from './locations.service.ts';
import { isDescendant, lockMarinaTree, softDeleteSubtree } from './locations-tree.queries.ts';
import { updateLocationRow } from './locations-write.queries.ts';

/** PostgreSQL's unique_violation, whichever driver raised it (Drizzle wraps it in `cause`). */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** PUT /api/locations/{guid}: the whole form; the parent may not be the location or below it. */
export async function updateLocation(
  caller: Caller,
  guid: string,
  body: UpdateLocationBody,
): Promise<Location> {
  const { scope, row } = await loadLocation(caller, guid, 'admin');
  // The tenant comes from the session: a clientId in the body is checked, never used.
  if (body.clientId && body.clientId !== requireAuth(caller).clientGuid) {
    throw badRequest('body.clientId: is not your organisation');
  }
  assertSameMarina(scope, body.marinaId, 'body');
  const { db } = caller;
  const nameTaken = () =>
    new HttpError(
      409,
      `A location named "${body.name}" already exists here`,
      undefined,
      'locations.nameTaken',
    );
  try {
    await db.transaction(async (tx) => {
      await lockMarinaTree(tx, scope.marinaId);
      const type = await findTypeOfClient(tx, scope.clientId, body.typeId);
      if (!type) throw badRequest('body.typeId: Location type not found');
      let parentId: number | null = null;
      if (body.parentId) {
        if (body.parentId === guid) throw badRequest('body.parentId: a location cannot be its own parent');
        const parent = await findParent(tx, scope.clientId, scope.marinaId, body.parentId);
        if (!parent) throw badRequest('body.parentId: must be a location of the same marina');
        if (await isDescendant(tx, row.id, parent.id)) {
          throw badRequest('body.parentId: cannot be one of its own child locations');
        }
        parentId = parent.id;
      }
      if (await siblingNameTaken(tx, scope.marinaId, parentId, body.name, row.id)) throw nameTaken();
      const changes = {
        name: body.name,
        typeId: type.id,
        parentId,
        description: body.description ?? null,
        status: body.status,
        hasOccupancy: body.hasOccupancy,
      };
      if (!(await updateLocationRow(tx, scope.clientId, row.id, changes))) throw notFound(LOCATION_NOT_FOUND);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  const updated = await findLocation(db, scope.clientId, guid);
  if (!updated) throw notFound(LOCATION_NOT_FOUND);
  return toWire(updated);
}

/** DELETE /api/locations/{guid}: soft-deletes the location and its whole subtree in one transaction. */
export async function deleteLocation(
  caller: Caller,
  guid: string,
  marinaGuid: string | undefined,
): Promise<{ deletedCount: number; childCount: number }> {
  const { scope, row } = await loadLocation(caller, guid, 'admin');
  assertSameMarina(scope, marinaGuid, 'querystring');
  const deletedCount = await caller.db.transaction(async (tx) => {
    await lockMarinaTree(tx, scope.marinaId);
    return softDeleteSubtree(tx, row.id);
  });
  if (deletedCount === 0) throw notFound(LOCATION_NOT_FOUND);
  return { deletedCount, childCount: deletedCount - 1 };
}
