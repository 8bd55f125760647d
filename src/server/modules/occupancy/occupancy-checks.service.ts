import { randomUUID } from 'node:crypto';
import type { OccupancyCheck } from '#core/checklists/checklist.schema.ts';
import { FINALIZED_READ_ONLY } from '#core/checklists/checklist-constants.ts';
import { deviceTimeOf } from '#core/common/device-time.ts';
import type { Caller, MarinaCaller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest, conflict, notFound } from '#server/plugins/http-errors.ts';
import { findOccupancyChecklist, lockChecklist } from './occupancy.queries.ts';
import { loadOccupancyChecklist, OCCUPANCY_CHECKLIST_NOT_FOUND } from './occupancy.service.ts';
import {
  deleteCheck,
  findCheck,
  findLiveLocation,
  insertCheck,
  listChecks,
  type OccupancyCheckRow,
} from './occupancy-checks.queries.ts';

export const toOccupancyCheck = (row: OccupancyCheckRow): OccupancyCheck => ({
  guid: row.guid,
  checklistId: row.checklistGuid,
  locationId: row.locationGuid,
  checkedAt: row.checkedAt.toISOString(),
  checkedBy: row.checkedByName,
  checkedByUserId: row.checkedByGuid,
});

/** GET /api/occupancy-checks/{checklistId}: the checked (present) children. */
export async function checksOf(
  caller: Caller,
  checklistGuid: string,
  marinaGuid: string | undefined,
): Promise<OccupancyCheck[]> {
  const auth = requireAuth(caller);
  const { db } = caller;
  const checklist = await findOccupancyChecklist(db, auth.clientId, checklistGuid);
  if (!checklist) throw notFound(OCCUPANCY_CHECKLIST_NOT_FOUND);
  await requireMarinaAccess(caller, checklist.marinaGuid);
  if (marinaGuid && marinaGuid.toLowerCase() !== checklist.marinaGuid) {
    throw badRequest('querystring.marinaId: is not the marina of this checklist');
  }
  return (await listChecks(db, checklist.id)).map(toOccupancyCheck);
}

/** POST /api/occupancy-checks: marks a live direct child present; checking it again returns the check. */
export async function checkChild(
  caller: MarinaCaller,
  body: {
    guid?: string | undefined;
    checklistId: string;
    locationId: string;
    deviceTime?: string | undefined;
  },
) {
  const { db, scope } = caller;
  const { checklist } = await loadOccupancyChecklist(caller, body.checklistId, 'body');
  const child = await findLiveLocation(db, scope.clientId, body.locationId);
  if (!child) throw notFound('Location not found');
  if (child.parentId !== checklist.locationId) {
    throw badRequest("body.locationId: is not a child location of this checklist's location");
  }
  return db.transaction(async (tx) => {
    if (await lockChecklist(tx, checklist.id, 'share')) throw conflict(FINALIZED_READ_ONLY);
    const inserted = await insertCheck(tx, {
      guid: (body.guid ?? randomUUID()).toLowerCase(),
      clientId: scope.clientId,
      marinaId: scope.marinaId,
      checklistId: checklist.id,
      locationId: child.id,
      checkedBy: scope.userId,
      ...(body.deviceTime ? { checkedAt: new Date(body.deviceTime) } : {}),
      deviceTime: deviceTimeOf(body),
    });
    const row = await findCheck(tx, checklist.id, child.id);
    // Not inserted and no check of this child: the guid belongs to another record.
    if (!row) throw conflict('A different record with this guid already exists');
    return { check: toOccupancyCheck(row), created: inserted !== undefined };
  });
}

/** DELETE /api/occupancy-checks/{checklistId}/{locationId}: unchecks; repeating it changes nothing. */
export async function uncheckChild(caller: MarinaCaller, checklistGuid: string, locationGuid: string) {
  const { scope } = caller;
  const { checklist } = await loadOccupancyChecklist(caller, checklistGuid, 'querystring');
  const deleted = await caller.db.transaction(async (tx) => {
    if (await lockChecklist(tx, checklist.id, 'share')) throw conflict(FINALIZED_READ_ONLY);
    return deleteCheck(tx, scope.clientId, checklist.id, locationGuid);
  });
  return { checklistId: checklist.guid, locationId: locationGuid.toLowerCase(), deleted };
}
