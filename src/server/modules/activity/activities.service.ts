import { randomUUID } from 'node:crypto';
import type { Activity, CreateActivityBody } from '#core/activity/activity.schema.ts';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { personName } from '#core/common/person-name.ts';
import { knownFlags } from '#core/patrol/gps-flags.ts';
import type { RecordPhoto } from '#core/photos/record-photo.schema.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { assessCheckIn, learnReference } from '#server/modules/patrol/gps-proof.service.ts';
import type { WithConfig } from '#server/modules/photos/photos.service.ts';
import {
  attachPhotos,
  claimRecordPhotoRoom,
  type PreparedPhoto,
  photosOfActivities,
  preparePhotos,
  samePhotos,
} from '#server/modules/photos/record-photos.service.ts';
import { activeShiftOf, type SignedInCaller } from '#server/modules/shifts/shifts.service.ts';
import type { AuthContext, MarinaScope } from '#server/plugins/auth-context.ts';
import { requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import {
  type ActivityRow,
  type FeedFilter,
  findActivityByGuid,
  findCursor,
  findLiveLocation,
  findLiveLocationWithVersion,
  insertActivity,
  insertActivityRow,
  listActivities,
} from './activities.queries.ts';

/** Other modules record their activities (a finalized checklist, say) through the same insert. */
export { insertActivity };

const toActivity = (row: ActivityRow, photos: RecordPhoto[]): Activity => ({
  guid: row.guid,
  type: row.type,
  timestamp: row.timestamp ? row.timestamp.toISOString() : null,
  marinaId: row.marinaGuid,
  locationId: row.locationGuid,
  locationName: row.locationName,
  userId: row.userGuid,
  staffName: row.staffName,
  comment: row.comment,
  occupancyChecklistId: row.occupancyChecklistGuid,
  issueId: row.issueGuid,
  gpsLatitude: row.gpsLatitude,
  gpsLongitude: row.gpsLongitude,
  gpsAccuracy: row.gpsAccuracy,
  gpsFlags: knownFlags(row.gpsFlags),
  gpsDistance: row.gpsDistanceM,
  receivedAt: row.receivedAt.toISOString(),
  photos,
});

/** Activities with the photos each brought (one query for the page). */
async function withPhotos(db: Executor, clientId: number, rows: ActivityRow[]): Promise<Activity[]> {
  const photos = await photosOfActivities(
    db,
    clientId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toActivity(row, photos.get(row.id) ?? []));
}

/** The feed's 'issue' filter covers every issue activity. */
export const typesForFilter = (type: string | undefined): string[] | undefined =>
  !type || type === 'all'
    ? undefined
    : type === 'issue'
      ? ['issue', 'issue_created', 'issue_updated']
      : [type];

export interface FeedOptions {
  type?: string | undefined;
  since?: string | undefined;
  before?: string | undefined;
  limit: number;
}

async function feed(
  db: Db,
  clientId: number,
  scope: Pick<FeedFilter, 'marinaId' | 'locationId'>,
  options: FeedOptions,
) {
  let before: FeedFilter['before'];
  if (options.before) {
    before = await findCursor(db, clientId, options.before);
    if (!before) throw badRequest('query.before: no such activity');
  }
  const types = typesForFilter(options.type);
  const rows = await listActivities(db, clientId, {
    ...scope,
    ...(types ? { types } : {}),
    ...(options.since ? { since: new Date(options.since) } : {}),
    ...(before ? { before } : {}),
    limit: options.limit,
  });
  return withPhotos(db, clientId, rows);
}

/** GET /api/activities: the marina's feed (its access already checked). */
export const marinaFeed = ({ db, scope }: { db: Db; scope: MarinaScope }, options: FeedOptions) =>
  feed(db, scope.clientId, { marinaId: scope.marinaId }, options);

/**
 * GET /api/locations/:guid/activities: the location is found in the user's client (404 otherwise),
 * then its marina is checked like a marina named in the query (404 / 403).
 */
export async function locationActivities(
  caller: SignedInCaller & { revalidate: (version: string) => Promise<void> },
  locationGuid: string,
  options: FeedOptions,
) {
  const location = await findLiveLocationWithVersion(caller.db, caller.auth.clientId, locationGuid);
  if (!location) throw notFound('Location not found');
  await requireMarinaAccess(caller, marinaOfLocation(location));
  await caller.revalidate(location.version);
  return feed(caller.db, caller.auth.clientId, { locationId: location.id }, options);
}

export async function locationInClient(db: Db, auth: AuthContext, locationGuid: string) {
  const location = await findLiveLocation(db, auth.clientId, locationGuid);
  if (!location) throw notFound('Location not found');
  return location;
}

/** The marina of a location found by locationInClient, for the marina guard without a query. */
export const marinaOfLocation = (location: { marinaId: number; marinaGuid: string; clientId: number }) => ({
  id: location.marinaId,
  guid: location.marinaGuid,
  clientId: location.clientId,
});

type ParsedActivityBody = CreateActivityBody & {
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
};

/**
 * POST /api/activities: the location is found in the user's client (404 otherwise), a marinaId
 * sent must be its marina (400), then that marina is checked (404 / 403). A note's photos are
 * registered (ADR 0032), then written with the note in one transaction.
 */
export async function recordActivity(caller: WithConfig<SignedInCaller>, body: ParsedActivityBody) {
  const { db, auth } = caller;
  const location = await locationInClient(db, auth, body.locationId);
  if (body.marinaId && body.marinaId !== location.marinaGuid) {
    throw badRequest("body.marinaId: is not the location's marina");
  }
  const scope = await requireMarinaAccess(caller, marinaOfLocation(location));
  const staffName = personName(auth);
  const guid = (body.guid ?? randomUUID()).toLowerCase();
  const photos = await preparePhotos(
    db,
    caller.config,
    auth,
    body.photoIds,
    body.guid ? { activityGuid: guid } : null,
  );
  const { row, created } = await db.transaction(async (tx) => {
    await claimRecordPhotoRoom(tx, caller.config, scope.clientId, photos);
    return createActivity(tx, scope, location.id, { ...body, guid }, staffName, photos);
  });
  return { activity: row, created };
}

/** Comment, patrol_check or meter_read, its location's marina checked; a retry with the same guid is safe. */
async function createActivity(
  db: Executor,
  scope: MarinaScope,
  locationId: number,
  body: ParsedActivityBody & { guid: string },
  staffName: string,
  photos: PreparedPhoto[],
) {
  // Both are the phone's clock, bounded by their schema (ADR 0021, 0023); either is its device time.
  const reported = body.timestamp ? new Date(body.timestamp) : deviceTimeOf(body);
  const deviceTime = reported ?? undefined;
  const guid = body.guid;
  const read = async () => {
    const found = await findActivityByGuid(db, scope.clientId, guid);
    return found && (await withPhotos(db, scope.clientId, [found]))[0];
  };
  const shift = await activeShiftOf(db, scope.userId);
  const comment = body.comment || null;
  const isCheckIn = body.type === 'patrol_check';
  return createIdempotent({
    insert: async () => {
      const assessment = isCheckIn
        ? await assessCheckIn(db, {
            guid,
            locationId,
            userId: scope.userId,
            at: deviceTime ?? new Date(),
            gpsLatitude: body.gpsLatitude,
            gpsLongitude: body.gpsLongitude,
            gpsAccuracy: body.gpsAccuracy,
          })
        : null;
      const row = await insertActivityRow(db, {
        guid,
        clientId: scope.clientId,
        marinaId: scope.marinaId,
        locationId,
        type: body.type,
        userId: scope.userId,
        shiftId: shift && shift.marinaId === scope.marinaId ? shift.id : null,
        comment,
        staffName,
        gpsLatitude: body.gpsLatitude,
        gpsLongitude: body.gpsLongitude,
        gpsAccuracy: body.gpsAccuracy,
        ...(deviceTime ? { timestamp: deviceTime } : {}),
        deviceTime: reported,
        ...(assessment
          ? { gpsFlags: assessment.verdict.flags, gpsDistanceM: assessment.verdict.distance }
          : {}),
      });
      if (row === undefined) return undefined;
      if (assessment) await learnReference(db, locationId, assessment.referenceSet);
      await attachPhotos(db, photos, {
        clientId: scope.clientId,
        marinaId: scope.marinaId,
        activityId: row.id,
      });
      // A new activity has no photos but those just attached.
      return photos.length > 0 ? (await withPhotos(db, scope.clientId, [row]))[0] : toActivity(row, []);
    },
    findExisting: read,
    sameContent: (existing) =>
      existing.type === body.type &&
      existing.locationId === body.locationId.toLowerCase() &&
      existing.comment === comment &&
      samePhotos(existing.photos, body.photoIds),
  });
}
