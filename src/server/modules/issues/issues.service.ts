import { randomUUID } from 'node:crypto';
import { deviceTimeOf } from '#core/common/device-time.ts';
import type {
  CreateIssueBody,
  Issue,
  UpdateIssueBody,
  UpdateIssueStatusBody,
} from '#core/issues/issue.schema.ts';
import { describeIssueChanges } from '#core/issues/issue-changes.ts';
import type { Db } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { loadLocation } from '#server/modules/locations/locations.service.ts';
import { activeShiftOf } from '#server/modules/shifts/shifts.service.ts';
import type { AuthContext, MarinaCaller, MarinaScope } from '#server/plugins/auth-context.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import {
  findIssue,
  type IssueChanges,
  type IssueRow,
  insertIssue,
  insertIssueActivity,
  listMarinaIssues,
  lockIssue,
  updateIssueRow,
} from './issues.queries.ts';

export const ISSUE_NOT_FOUND = 'Issue not found';

export const toIssue = (row: IssueRow): Issue => ({
  guid: row.guid,
  title: row.title,
  description: row.description,
  priority: row.priority,
  status: row.status,
  marinaId: row.marinaGuid,
  locationId: row.locationGuid,
  locationName: row.locationName,
  createdByUserId: row.createdByGuid,
  createdBy: row.createdByName,
  assignedToUserId: row.assignedToGuid,
  gpsLatitude: row.gpsLatitude,
  gpsLongitude: row.gpsLongitude,
  gpsAccuracy: row.gpsAccuracy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const staffNameOf = (auth: AuthContext) =>
  [auth.firstName, auth.lastName].filter(Boolean).join(' ') || auth.email;

/** The fields every activity an issue writes shares: who, where, which shift. */
async function activityBase(db: Db, auth: AuthContext, scope: MarinaScope) {
  const shift = await activeShiftOf(db, scope.userId);
  return {
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    userId: scope.userId,
    staffName: staffNameOf(auth),
    shiftId: shift && shift.marinaId === scope.marinaId ? shift.id : null,
  };
}

export async function listIssues({ db, scope }: MarinaCaller): Promise<Issue[]> {
  return (await listMarinaIssues(db, scope.clientId, scope.marinaId)).map(toIssue);
}

/** POST /api/issues: the issue and its issue_created activity in one transaction; retries are safe. */
export async function createIssue({ db, auth, scope }: MarinaCaller, body: CreateIssueBody) {
  const { row: location } = await loadLocation({ db, auth }, body.locationId, 'access');
  if (location.marinaRowId !== scope.marinaId)
    throw badRequest('body.locationId: is not a location of this marina');
  const guid = (body.guid ?? randomUUID()).toLowerCase();
  const base = await activityBase(db, auth, scope);
  const gps = {
    gpsLatitude: body.gpsLatitude,
    gpsLongitude: body.gpsLongitude,
    gpsAccuracy: body.gpsAccuracy,
  };
  const { row, created } = await db.transaction((tx) =>
    createIdempotent({
      insert: async () => {
        const id = await insertIssue(tx, {
          guid,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          locationId: location.id,
          title: body.title,
          description: body.description,
          priority: body.priority,
          createdByUserId: scope.userId,
          ...gps,
          deviceTime: deviceTimeOf(body),
        });
        if (id === undefined) return undefined;
        await insertIssueActivity(tx, {
          ...base,
          ...gps,
          type: 'issue_created',
          locationId: location.id,
          issueId: id,
          comment: body.title,
          ...(body.deviceTime
            ? { timestamp: new Date(body.deviceTime), deviceTime: new Date(body.deviceTime) }
            : {}),
        });
        return findIssue(tx, scope.clientId, guid);
      },
      findExisting: () => findIssue(tx, scope.clientId, guid),
      sameContent: (existing) =>
        existing.marinaId === scope.marinaId &&
        existing.locationId === location.id &&
        existing.title === body.title &&
        existing.description === body.description &&
        existing.priority === body.priority,
    }),
  );
  return { issue: toIssue(row), created };
}

/** One change of an issue: applied under a row lock with an issue_updated activity saying what changed. */
async function changeIssue(
  { db, auth, scope }: MarinaCaller,
  guid: string,
  changesOf: (current: IssueRow) => IssueChanges,
): Promise<Issue> {
  const found = await findIssue(db, scope.clientId, guid);
  if (!found) throw notFound(ISSUE_NOT_FOUND);
  if (found.marinaId !== scope.marinaId) throw badRequest('body.marinaId: is not the marina of this issue');
  const base = await activityBase(db, auth, scope);
  await db.transaction(async (tx) => {
    await lockIssue(tx, found.id);
    const current = (await findIssue(tx, scope.clientId, found.guid))!;
    const changes = changesOf(current);
    const comment = describeIssueChanges(current, { ...current, ...changes });
    if (!comment) return;
    await updateIssueRow(tx, current.id, changes);
    await insertIssueActivity(tx, {
      ...base,
      type: 'issue_updated',
      locationId: current.locationId,
      issueId: current.id,
      comment,
    });
  });
  return toIssue((await findIssue(db, scope.clientId, found.guid))!);
}

/** PATCH /api/issues/{guid}/status: any status from any other. */
export const updateIssueStatus = (caller: MarinaCaller, guid: string, body: UpdateIssueStatusBody) =>
  changeIssue(caller, guid, () => ({ status: body.status }));

/** PATCH /api/issues/{guid}: title, description, priority; absent fields stay as they are. */
export const updateIssue = (caller: MarinaCaller, guid: string, body: UpdateIssueBody) =>
  changeIssue(caller, guid, () => ({
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.priority !== undefined ? { priority: body.priority } : {}),
  }));
