import type { ReferencePosition, SetReferenceParsed } from '#core/patrol/reference-position.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { locationInClient, marinaOfLocation } from '#server/modules/activity/activities.service.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { badRequest } from '#server/plugins/http-errors.ts';
import { findReference, writeReference } from './patrol.queries.ts';

async function referenceOf(db: Db, locationId: number): Promise<ReferencePosition> {
  const row = await findReference(db, locationId);
  if (!row || row.refLatitude === null || row.refLongitude === null || row.refSource === null) {
    return { reference: null };
  }
  return {
    reference: {
      latitude: row.refLatitude,
      longitude: row.refLongitude,
      source: row.refSource,
      setAt: row.refSetAt ? row.refSetAt.toISOString() : null,
    },
  };
}

/** GET /api/locations/{guid}/reference-position: any user of the location's marina. */
export async function referencePosition(caller: Caller, guid: string): Promise<ReferencePosition> {
  const location = await locationInClient(caller.db, requireAuth(caller), guid);
  await requireMarinaAccess(caller, marinaOfLocation(location));
  return referenceOf(caller.db, location.id);
}

/** PUT /api/locations/{guid}/reference-position: an admin of its marina sets it by hand. */
export async function setReference(
  caller: Caller,
  guid: string,
  body: SetReferenceParsed,
): Promise<ReferencePosition> {
  const location = await locationInClient(caller.db, requireAuth(caller), guid);
  if (body.marinaId && body.marinaId !== location.marinaGuid) {
    throw badRequest("body.marinaId: is not the location's marina");
  }
  await requireMarinaAdmin(caller, marinaOfLocation(location));
  await writeReference(caller.db, location.id, {
    latitude: body.latitude.toFixed(8),
    longitude: body.longitude.toFixed(8),
    source: 'admin',
  });
  return referenceOf(caller.db, location.id);
}

/** DELETE /api/locations/{guid}/reference-position: an admin of its marina clears it. */
export async function clearReference(caller: Caller, guid: string): Promise<ReferencePosition> {
  const location = await locationInClient(caller.db, requireAuth(caller), guid);
  await requireMarinaAdmin(caller, marinaOfLocation(location));
  await writeReference(caller.db, location.id, null);
  return referenceOf(caller.db, location.id);
}
