import { randomUUID } from 'node:crypto';
import { averageUse } from '#core/meters/consumption.ts';
import { type MeterType, RECENT_READINGS } from '#core/meters/meter-constants.ts';
import type {
  CreateMeterImageBody,
  MeterImage,
  MeterReading,
  RecordMeterResponse,
} from '#core/meters/meter-reading.schema.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { locationInClient, marinaOfLocation } from '#server/modules/activity/activities.service.ts';
import { claimPhotoRoom } from '#server/modules/photos/photo-quota.service.ts';
import { finalizePhoto, uploadUrlFor, type WithConfig } from '#server/modules/photos/photos.service.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import { listReadings } from './meter-reads.queries.ts';
import { toMeterReading } from './meter-reads.service.ts';
import { findLocationName, findMeterImage, insertMeterImage, type MeterImageRow } from './meters.queries.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toMeterImage = (row: MeterImageRow): MeterImage => ({
  guid: row.guid,
  marinaId: row.marinaGuid,
  locationId: row.locationGuid,
  meterType: row.meterType,
  photoPath: row.photoPath,
  gpsLatitude: row.gpsLatitude,
  gpsLongitude: row.gpsLongitude,
  gpsAccuracy: row.gpsAccuracy,
  contentType: row.contentType,
  byteSize: row.byteSize,
  status: row.status,
  uploadedAt: iso(row.uploadedAt),
  createdAt: row.createdAt.toISOString(),
});

/** A caller with the app's configuration (the photo storage). */
export type PhotoCaller = WithConfig<Caller>;

/** A location of the user's client (404 otherwise) whose marina the user may access (403). */
async function locationInScope(
  caller: Caller,
  locationGuid: string,
  marinaGuid: string | undefined,
  context: 'body' | 'querystring',
) {
  const auth = requireAuth(caller);
  const location = await locationInClient(caller.db, auth, locationGuid);
  if (marinaGuid && marinaGuid.toLowerCase() !== location.marinaGuid) {
    throw badRequest(`${context}.marinaId: is not the marina of this location`);
  }
  return { auth, location, scope: await requireMarinaAccess(caller, marinaOfLocation(location)) };
}

/** The uses of the readings in the unit of the newest one with a value (decision 0053). */
function usesInNewestUnit(readings: readonly MeterReading[]): (string | null)[] {
  const unit = readings.find((r) => r.reading !== null)?.unit;
  return readings.filter((r) => r.unit === unit).map((r) => r.consumption);
}

/** GET /api/record-meter/{locationGuid}/{meterType}: the record screen's data and fresh guids. */
export async function recordMeter(
  caller: PhotoCaller,
  locationGuid: string,
  meterType: MeterType,
  marinaGuid: string | undefined,
): Promise<RecordMeterResponse> {
  const { db, config } = caller;
  const { auth, location, scope } = await locationInScope(caller, locationGuid, marinaGuid, 'querystring');
  const name = await findLocationName(db, location.id);
  if (name === undefined) throw notFound('Location not found');
  const rows = await listReadings(db, {
    clientId: scope.clientId,
    locationId: location.id,
    meterType,
    limit: RECENT_READINGS,
  });
  const recentReadings = rows.map(toMeterReading);
  const meterImageGuid = randomUUID();
  return {
    location: { guid: location.guid, name, marinaId: location.marinaGuid },
    embeddedData: {
      uploadURL: await uploadUrlFor(config, auth.clientGuid, meterImageGuid),
      meterImageGuid,
      activityGuid: randomUUID(),
      meterReadingGuid: randomUUID(),
    },
    recentReadings,
    lastReading: recentReadings[0] ?? null,
    averageUse: averageUse(usesInNewestUnit(recentReadings)),
  };
}

/** POST /api/meter-images: registers an uploaded photo; a retry with the same guid is safe. */
export async function createMeterImage(caller: PhotoCaller, body: CreateMeterImageBody) {
  const { db, config } = caller;
  const { auth, location, scope } = await locationInScope(caller, body.locationId, body.marinaId, 'body');
  const guid = body.guid.toLowerCase();
  const sameContent = (row: MeterImageRow) =>
    row.locationId === location.id && row.meterType === body.meterType;
  const existing = await findMeterImage(db, scope.clientId, guid);
  const find = () => findMeterImage(db, scope.clientId, guid);
  if (existing) return createIdempotent({ insert: async () => undefined, findExisting: find, sameContent });
  const stored = await finalizePhoto(config, auth.clientGuid, guid);
  // The quota check and the row are one step per client (decision 0049). A full client: 413 and
  // no row (ADR 0023); the stored object goes with the orphan sweep.
  return db.transaction(async (tx) => {
    await claimPhotoRoom(tx, config, scope.clientId, [{ guid, byteSize: stored.size }]);
    const findInTx = () => findMeterImage(tx, scope.clientId, guid);
    return createIdempotent({
      insert: async () =>
        (await insertMeterImage(tx, {
          guid,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          locationId: location.id,
          meterType: body.meterType,
          photoPath: `/img/${guid}`,
          gpsLatitude: body.gpsLatitude,
          gpsLongitude: body.gpsLongitude,
          gpsAccuracy: body.gpsAccuracy,
          contentType: stored.type.mime,
          byteSize: stored.size,
          uploadedAt: new Date(),
          status: 'uploaded',
        }))
          ? findInTx()
          : undefined,
      findExisting: findInTx,
      sameContent,
    });
  });
}
