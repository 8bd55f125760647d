import { randomUUID } from 'node:crypto';
import type {
  FinalizeOccupancyChecklistBody,
  OccupancyChecklist,
} from '#core/checklists/checklist.schema.ts';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { personName } from '#core/common/person-name.ts';
import { finalizedComment } from '#core/occupancy/occupancy.ts';
import type { Executor } from '#server/db/connect.ts';
import { insertActivity } from '#server/modules/activity/activities.service.ts';
import { loadLocation } from '#server/modules/locations/locations.service.ts';
import { activeShiftOf } from '#server/modules/shifts/shifts.service.ts';
import type { MarinaCaller } from '#server/plugins/auth-context.ts';
import { badRequest, conflict, notFound } from '#server/plugins/http-errors.ts';
import {
  findActivityByGuid,
  findOccupancyChecklist,
  hasOpenChecklist,
  insertOccupancyChecklist,
  listOccupancyChecklists,
  lockChecklist,
  markFinalized,
  type OccupancyChecklistRow,
} from './occupancy.queries.ts';

export const OCCUPANCY_CHECKLIST_NOT_FOUND = 'Occupancy checklist not found';
/** Finalized checklists sent with the list (every open one is sent). */
export const FINALIZED_CHECKLISTS_LIMIT = 200;
/** A safety cap only: a marina has at most one open checklist per occupancy-enabled location. */
const OPEN_CHECKLISTS_LIMIT = 5000;

export const toOccupancyChecklist = (row: OccupancyChecklistRow): OccupancyChecklist => ({
  guid: row.guid,
  locationId: row.locationGuid,
  locationName: row.locationName,
  marinaId: row.marinaGuid,
  started: row.started.toISOString(),
  finalized: row.finalized ? row.finalized.toISOString() : null,
  finalizedBy: row.finalized ? row.finalizedByName : null,
  finalizedByUserId: row.finalized ? row.finalizedByGuid : null,
  presentCount: row.presentCount,
  totalCount: row.totalCount,
});

/** The checklist inside the tenant and the marina sent (its guard already run by the route). */
export async function loadOccupancyChecklist(
  { db, scope }: MarinaCaller,
  guid: string,
  context: 'body' | 'querystring',
) {
  const checklist = await findOccupancyChecklist(db, scope.clientId, guid);
  if (!checklist) throw notFound(OCCUPANCY_CHECKLIST_NOT_FOUND);
  if (checklist.marinaId !== scope.marinaId) {
    throw badRequest(`${context}.marinaId: is not the marina of this checklist`);
  }
  return { scope, checklist };
}

export async function listChecklists(
  { db, scope }: MarinaCaller,
  query: { locationId?: string | undefined },
): Promise<OccupancyChecklist[]> {
  const filter = { clientId: scope.clientId, marinaId: scope.marinaId, locationGuid: query.locationId };
  const open = await listOccupancyChecklists(db, {
    ...filter,
    finalized: false,
    limit: OPEN_CHECKLISTS_LIMIT,
  });
  const done = await listOccupancyChecklists(db, {
    ...filter,
    finalized: true,
    limit: FINALIZED_CHECKLISTS_LIMIT,
  });
  return [...open, ...done]
    .sort((a, b) => b.started.getTime() - a.started.getTime() || b.id - a.id)
    .map(toOccupancyChecklist);
}

/** POST /api/occupancy-checklists: one open checklist per occupancy-enabled location. */
export async function startChecklist(
  caller: MarinaCaller,
  body: { guid?: string | undefined; locationId: string; deviceTime?: string | undefined },
) {
  const { db, scope } = caller;
  const { row: location } = await loadLocation(caller, body.locationId, 'access');
  if (location.marinaRowId !== scope.marinaId)
    throw badRequest('body.locationId: is not a location of this marina');
  if (!location.hasOccupancy) throw badRequest('body.locationId: does not take occupancy checklists');
  const guid = (body.guid ?? randomUUID()).toLowerCase();
  const inserted = await insertOccupancyChecklist(db, {
    guid,
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    locationId: location.id,
    ...(body.deviceTime ? { started: new Date(body.deviceTime) } : {}),
    deviceTime: deviceTimeOf(body),
  });
  const existing = await findOccupancyChecklist(db, scope.clientId, guid);
  if (inserted !== undefined) return { checklist: toOccupancyChecklist(existing!), created: true };
  // Nothing inserted: a retry of this start, a guid used elsewhere, or an open checklist exists.
  if (existing?.locationId === location.id)
    return { checklist: toOccupancyChecklist(existing), created: false };
  if (existing || !(await hasOpenChecklist(db, location.id))) {
    throw conflict('A different record with this guid already exists');
  }
  throw conflict('This location already has an open occupancy checklist');
}

/** The same finalize sent again (by its activity guid): its answer, not a 409. */
async function isRepeatedFinalize(
  db: Executor,
  clientId: number,
  checklistId: number,
  activityGuid: string | undefined,
): Promise<boolean> {
  if (!activityGuid) return false;
  const activity = await findActivityByGuid(db, clientId, activityGuid.toLowerCase());
  return activity?.type === 'checklist' && activity.occupancyChecklistId === checklistId;
}

/**
 * PUT /api/occupancy-checklists/{guid}/finalize: read-only from then on; writes a 'checklist'
 * activity (with the client's guid when sent, dated by the device time when sent). Finalizing
 * again answers 409, unless it is the same finalize repeated with its guid (ADR 0021).
 */
export async function finalizeChecklist(
  caller: MarinaCaller,
  guid: string,
  body: FinalizeOccupancyChecklistBody,
) {
  const { db, auth, scope } = caller;
  const { checklist } = await loadOccupancyChecklist(caller, guid, 'body');
  const shift = await activeShiftOf(db, scope.userId);
  await db.transaction(async (tx) => {
    if (await lockChecklist(tx, checklist.id, 'update')) {
      if (await isRepeatedFinalize(tx, scope.clientId, checklist.id, body.guid)) return;
      throw conflict('This checklist has already been finalized');
    }
    const current = (await findOccupancyChecklist(tx, scope.clientId, checklist.guid))!;
    const at = deviceTimeOf(body) ?? new Date();
    await markFinalized(tx, checklist.id, scope.userId, at);
    const inserted = await insertActivity(tx, {
      ...(body.guid ? { guid: body.guid.toLowerCase() } : {}),
      clientId: scope.clientId,
      marinaId: scope.marinaId,
      locationId: checklist.locationId,
      type: 'checklist',
      userId: scope.userId,
      staffName: personName(auth),
      shiftId: shift && shift.marinaId === scope.marinaId ? shift.id : null,
      occupancyChecklistId: checklist.id,
      comment: finalizedComment({
        present: current.presentCount,
        notPresent: current.totalCount - current.presentCount,
        total: current.totalCount,
      }),
      timestamp: at,
      deviceTime: deviceTimeOf(body),
    });
    // The guid names another record: nothing of this finalize may stay.
    if (inserted === undefined) throw conflict('A different record with this guid already exists');
  });
  return toOccupancyChecklist((await findOccupancyChecklist(db, scope.clientId, checklist.guid))!);
}
