import { randomUUID } from 'node:crypto';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { personName } from '#core/common/person-name.ts';
import type {
  CreateIssueBody,
  Issue,
  UpdateIssueBody,
  UpdateIssueStatusBody,
} from '#core/issues/issue.schema.ts';
import { describeIssueChanges } from '#core/issues/issue-changes.ts';
import { MAX_RECORD_PHOTOS } from '#core/photos/photo-constants.ts';
import type { RecordPhoto } from '#core/photos/record-photo.schema.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { loadLocation } from '#server/modules/locations/locations.service.ts';
import type { WithConfig } from '#server/modules/photos/photos.service.ts';
import {
  attachPhotos,
  claimRecordPhotoRoom,
  countIssuePhotos,
  photosOfIssues,
  preparePhotos,
  samePhotos,
} from '#server/modules/photos/record-photos.service.ts';
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

const toIssue = (row: IssueRow, photos: RecordPhoto[]): Issue => ({
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
  photos,
});

/** Issues with their photos (one query for all of them). */
async function withPhotos(db: Executor, clientId: number, rows: IssueRow[]): Promise<Issue[]> {
  const photos = await photosOfIssues(
    db,
    clientId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toIssue(row, photos.get(row.id) ?? []));
}

/** An issue with its photos; undefined when there is none by this guid. */
async function readIssue(db: Executor, clientId: number, guid: string): Promise<Issue | undefined> {
  const found = await findIssue(db, clientId, guid);
  return found && (await withPhotos(db, clientId, [found]))[0];
}

/** A caller with the app's configuration (the photo storage). */
type IssuesCaller = WithConfig<MarinaCaller>;

/** The fields every activity an issue writes shares: who, where, which shift. */
async function activityBase(db: Db, auth: AuthContext, scope: MarinaScope) {
  const shift = await activeShiftOf(db, scope.userId);
  return {
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    userId: scope.userId,
    staffName: personName(auth),
    shiftId: shift && shift.marinaId === scope.marinaId ? shift.id : null,
  };
}

export async function listIssues({ db, scope }: MarinaCaller): Promise<Issue[]> {
  return withPhotos(db, scope.clientId, await listMarinaIssues(db, scope.clientId, scope.marinaId));
}

/**
 * POST /api/issues: the issue, its issue_created activity and its photos in one transaction;
 * retries are safe (the same guid with the same content and photos answers the existing issue).
 */
export async function createIssue({ db, auth, scope, config }: IssuesCaller, body: CreateIssueBody) {
  const { row: location } = await loadLocation({ db, auth }, body.locationId, 'access');
  if (location.marinaRowId !== scope.marinaId)
    throw badRequest('body.locationId: is not a location of this marina');
  const guid = (body.guid ?? randomUUID()).toLowerCase();
  const photos = await preparePhotos(db, config, auth, body.photoIds, body.guid ? { issueGuid: guid } : null);
  const base = await activityBase(db, auth, scope);
  const gps = {
    gpsLatitude: body.gpsLatitude,
    gpsLongitude: body.gpsLongitude,
    gpsAccuracy: body.gpsAccuracy,
  };
  const { row, created } = await db.transaction(async (tx) => {
    await claimRecordPhotoRoom(tx, config, scope.clientId, photos);
    return createIdempotent({
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
        const activityId = await insertIssueActivity(tx, {
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
        await attachPhotos(tx, photos, {
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          activityId,
          issueId: id,
        });
        return readIssue(tx, scope.clientId, guid);
      },
      findExisting: () => readIssue(tx, scope.clientId, guid),
      sameContent: (existing) =>
        existing.marinaId === scope.marinaGuid &&
        existing.locationId === location.guid &&
        existing.title === body.title &&
        existing.description === body.description &&
        existing.priority === body.priority &&
        samePhotos(existing.photos, body.photoIds),
    });
  });
  return { issue: row, created };
}

/**
 * One change of an issue: applied under a row lock with an issue_updated activity saying what
 * changed, which brings the photos added (registered before, counted under the lock: at most 5).
 */
async function changeIssue(
  { db, auth, scope, config }: IssuesCaller,
  guid: string,
  changesOf: (current: IssueRow) => IssueChanges,
  photoIds?: readonly string[],
): Promise<Issue> {
  const found = await findIssue(db, scope.clientId, guid);
  if (!found) throw notFound(ISSUE_NOT_FOUND);
  if (found.marinaId !== scope.marinaId) throw badRequest('body.marinaId: is not the marina of this issue');
  const photos = await preparePhotos(db, config, auth, photoIds, { issueGuid: found.guid });
  const base = await activityBase(db, auth, scope);
  await db.transaction(async (tx) => {
    await claimRecordPhotoRoom(tx, config, scope.clientId, photos);
    await lockIssue(tx, found.id);
    const current = (await findIssue(tx, scope.clientId, found.guid))!;
    const held = await countIssuePhotos(tx, current.id);
    if (held + photos.length > MAX_RECORD_PHOTOS) {
      throw badRequest(
        `body.photoIds: an issue holds at most ${MAX_RECORD_PHOTOS} photos (this one has ${held})`,
      );
    }
    const changes = changesOf(current);
    const comment = describeIssueChanges(current, { ...current, ...changes }, photos.length);
    if (!comment) return;
    await updateIssueRow(tx, current.id, changes);
    const activityId = await insertIssueActivity(tx, {
      ...base,
      type: 'issue_updated',
      locationId: current.locationId,
      issueId: current.id,
      comment,
    });
    await attachPhotos(tx, photos, {
      clientId: scope.clientId,
      marinaId: scope.marinaId,
      activityId,
      issueId: current.id,
    });
  });
  return (await readIssue(db, scope.clientId, found.guid))!;
}

/** PATCH /api/issues/{guid}/status: any status from any other. */
export const updateIssueStatus = (caller: IssuesCaller, guid: string, body: UpdateIssueStatusBody) =>
  changeIssue(caller, guid, () => ({ status: body.status }));

/**
 * PATCH and PUT /api/issues/{guid}: title, description, priority; absent fields stay as they are;
 * `photoIds` adds photos.
 */
export const updateIssue = (caller: IssuesCaller, guid: string, body: UpdateIssueBody) =>
  changeIssue(
    caller,
    guid,
    () => ({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.priority !== undefined ? { priority: body.priority } : {}),
    }),
    body.photoIds,
  );
