import { isAdminOf } from '#core/auth/permissions.ts';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { toThousandths } from '#core/meters/consumption.ts';
import type {
  CreateMeterReadingBody,
  MeterReading,
  UpdateMeterReadingBody,
} from '#core/meters/meter-reading.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { AuthContext, Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/plugins/http-errors.ts';
import { listReadings } from './meter-reads.queries.ts';
import { toMeterReading } from './meter-reads.service.ts';
import {
  deleteMeterActivity,
  deleteMeterReading,
  findActivityOfClient,
  findMeterImage,
  findReadingForWrite,
  findReadingGuidOfActivity,
  insertMeterReading,
  lockActivity,
  type ReadingForWrite,
  updateMeterReading,
} from './meters.queries.ts';

export const NO_READING_FOR_ACTIVITY = 'No meter reading record found for this activity';

const sameReading = (a: string | null, b: string | null) => toThousandths(a) === toThousandths(b);

async function readingByGuid(db: Executor, clientId: number, guid: string): Promise<MeterReading> {
  const [row] = await listReadings(db, { clientId, readingGuid: guid, limit: 1 });
  if (!row) throw notFound('Meter reading not found');
  return toMeterReading(row);
}

/** POST /api/meter-readings: one reading per meter_read activity; a retry with the same guid is safe. */
export async function createReading(caller: Caller, body: CreateMeterReadingBody) {
  const auth = requireAuth(caller);
  const { db } = caller;
  const activity = await findActivityOfClient(db, auth.clientId, body.activityId);
  if (!activity) throw notFound('Activity not found');
  if (activity.type !== 'meter_read') throw badRequest('body.activityId: is not a meter_read activity');
  if (body.marinaId && body.marinaId.toLowerCase() !== activity.marinaGuid) {
    throw badRequest('body.marinaId: is not the marina of this activity');
  }
  const scope = await requireMarinaAccess(caller, activity.marinaGuid);
  let meterImageId: number | null = null;
  if (body.meterImageId) {
    const image = await findMeterImage(db, scope.clientId, body.meterImageId);
    if (!image) throw notFound('Meter image not found');
    if (image.marinaId !== activity.marinaId || image.locationId !== activity.locationId) {
      throw badRequest('body.meterImageId: is a photo of another location');
    }
    if (image.meterType !== body.meterType)
      throw badRequest('body.meterImageId: is a photo of another meter type');
    meterImageId = image.id;
  }
  const guid = body.guid.toLowerCase();
  const sameContent = (row: ReadingForWrite) =>
    row.activityId === activity.id &&
    row.meterImageId === meterImageId &&
    row.meterType === body.meterType &&
    sameReading(row.reading, body.reading) &&
    row.notes === body.notes;
  const { created } = await db.transaction(async (tx) => {
    await lockActivity(tx, activity.id);
    const taken = await findReadingGuidOfActivity(tx, activity.id);
    if (taken && taken !== guid) throw conflict('This activity already has a meter reading');
    const find = () => findReadingForWrite(tx, scope.clientId, guid);
    return createIdempotent({
      insert: async () =>
        (await insertMeterReading(tx, {
          guid,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          activityId: activity.id,
          meterImageId,
          locationId: activity.locationId,
          meterType: body.meterType,
          reading: body.reading,
          notes: body.notes,
          warning: body.warning,
          transcribedAt: body.reading === null ? null : new Date(),
          deviceTime: deviceTimeOf(body),
        }))
          ? find()
          : undefined,
      findExisting: find,
      sameContent,
    });
  });
  return { reading: await readingByGuid(db, scope.clientId, guid), created };
}

/** GET /api/meter-readings/{guid}: the reading of the meter_read activity with that guid. */
export async function readingOfActivity(caller: Caller, activityGuid: string): Promise<MeterReading | null> {
  const auth = requireAuth(caller);
  const [row] = await listReadings(caller.db, { clientId: auth.clientId, activityGuid, limit: 1 });
  if (row) {
    await requireMarinaAccess(caller, row.marinaGuid);
    return toMeterReading(row);
  }
  // A meter activity whose reading is not there (yet): an empty answer, not an error.
  const activity = await findActivityOfClient(caller.db, auth.clientId, activityGuid);
  if (activity?.type !== 'meter_read') throw notFound(NO_READING_FOR_ACTIVITY);
  await requireMarinaAccess(caller, activity.marinaGuid);
  return null;
}

/**
 * Who may change a reading: admins of its marina any; staff of the marina the ones they recorded
 * themselves, and (transcription) any reading that has no value yet.
 */
function assertMayChange(auth: AuthContext, row: ReadingForWrite, action: 'update' | 'delete'): void {
  if (isAdminOf(auth.permissions, row.marinaId) || row.recordedBy === auth.userId) return;
  if (action === 'update' && row.reading === null) return;
  throw forbidden('You may only change meter readings you recorded yourself');
}

async function readingForChange(
  caller: Caller,
  guid: string,
  marinaGuid: string | undefined,
  context: 'body' | 'querystring',
) {
  const auth = requireAuth(caller);
  const row = await findReadingForWrite(caller.db, auth.clientId, guid);
  if (!row) throw notFound('Meter reading not found');
  if (marinaGuid && marinaGuid.toLowerCase() !== row.marinaGuid) {
    throw badRequest(`${context}.marinaId: is not the marina of this reading`);
  }
  await requireMarinaAccess(caller, row.marinaGuid);
  return { auth, row };
}

/** PUT /api/meter-readings/{guid}: a new value (or a transcription); sets transcribedAt. */
export async function updateReading(caller: Caller, guid: string, body: UpdateMeterReadingBody) {
  const { auth, row } = await readingForChange(caller, guid, body.marinaId, 'body');
  assertMayChange(auth, row, 'update');
  await updateMeterReading(caller.db, row.id, {
    reading: body.reading,
    notes: body.notes === undefined ? row.notes : body.notes,
    warning: body.warning ?? null,
  });
  return readingByGuid(caller.db, auth.clientId, row.guid);
}

/** DELETE /api/meter-readings/{guid}: the reading and its meter activity; the photo stays a while. */
export async function deleteReading(caller: Caller, guid: string, marinaGuid: string) {
  const { auth, row } = await readingForChange(caller, guid, marinaGuid, 'querystring');
  assertMayChange(auth, row, 'delete');
  // The meter activity only carries its reading: it goes too, so no card is left whose
  // Transcribe could only fail (ADR 0023). The photo, named by no reading now, goes with the
  // orphan sweep 96 hours after it was registered (jobs/sweep-orphan-photos.ts).
  await caller.db.transaction(async (tx) => {
    await deleteMeterReading(tx, row.id);
    await deleteMeterActivity(tx, row.activityId);
  });
  return { guid: row.guid, deleted: true as const };
}
