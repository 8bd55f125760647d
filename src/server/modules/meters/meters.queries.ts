import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { activities, locations, marinas, meterImages, meterReadings } from '#server/db/schema/index.ts';

/** A live location's name (the record screen's header). */
export async function findLocationName(db: Executor, locationId: number) {
  const rows = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), isNull(locations.deletedAt)))
    .limit(1);
  return rows[0]?.name;
}

/** The activity a reading belongs to, with its marina (for the scope check). */
export async function findActivityOfClient(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select({
      id: activities.id,
      type: activities.type,
      marinaId: activities.marinaId,
      marinaGuid: marinas.guid,
      locationId: activities.locationId,
    })
    .from(activities)
    .innerJoin(marinas, eq(marinas.id, activities.marinaId))
    .where(and(eq(activities.clientId, clientId), eq(activities.guid, guid)))
    .limit(1);
  return rows[0];
}

/** Serialises writes of readings for one activity (one reading per activity). */
export async function lockActivity(db: Executor, activityId: number): Promise<void> {
  await db.execute(sql`select id from activities where id = ${activityId} for update`);
}

const imageColumns = {
  id: meterImages.id,
  guid: meterImages.guid,
  marinaId: meterImages.marinaId,
  marinaGuid: marinas.guid,
  locationId: meterImages.locationId,
  locationGuid: locations.guid,
  meterType: meterImages.meterType,
  photoPath: meterImages.photoPath,
  gpsLatitude: meterImages.gpsLatitude,
  gpsLongitude: meterImages.gpsLongitude,
  gpsAccuracy: meterImages.gpsAccuracy,
  contentType: meterImages.contentType,
  byteSize: meterImages.byteSize,
  status: meterImages.status,
  uploadedAt: meterImages.uploadedAt,
  createdAt: meterImages.createdAt,
};

export type MeterImageRow = Awaited<ReturnType<typeof findMeterImage>> & {};

export async function findMeterImage(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select(imageColumns)
    .from(meterImages)
    .innerJoin(marinas, eq(marinas.id, meterImages.marinaId))
    .leftJoin(locations, eq(locations.id, meterImages.locationId))
    .where(and(eq(meterImages.clientId, clientId), eq(meterImages.guid, guid)))
    .limit(1);
  return rows[0];
}

export async function insertMeterImage(db: Executor, values: typeof meterImages.$inferInsert) {
  const rows = await db
    .insert(meterImages)
    .values(values)
    .onConflictDoNothing({ target: meterImages.guid })
    .returning({ id: meterImages.id });
  return rows.length > 0;
}

/** A reading with what the write rules need: its marina and who recorded its activity. */
export async function findReadingForWrite(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select({
      id: meterReadings.id,
      guid: meterReadings.guid,
      marinaId: meterReadings.marinaId,
      marinaGuid: marinas.guid,
      activityId: meterReadings.activityId,
      recordedBy: activities.userId,
      meterImageId: meterReadings.meterImageId,
      meterType: meterReadings.meterType,
      reading: meterReadings.reading,
      notes: meterReadings.notes,
    })
    .from(meterReadings)
    .innerJoin(marinas, eq(marinas.id, meterReadings.marinaId))
    .innerJoin(activities, eq(activities.id, meterReadings.activityId))
    .where(and(eq(meterReadings.clientId, clientId), eq(meterReadings.guid, guid)))
    .limit(1);
  return rows[0];
}

export type ReadingForWrite = NonNullable<Awaited<ReturnType<typeof findReadingForWrite>>>;

export async function findReadingGuidOfActivity(db: Executor, activityId: number) {
  const rows = await db
    .select({ guid: meterReadings.guid })
    .from(meterReadings)
    .where(eq(meterReadings.activityId, activityId))
    .limit(1);
  return rows[0]?.guid;
}

export async function insertMeterReading(db: Executor, values: typeof meterReadings.$inferInsert) {
  const rows = await db
    .insert(meterReadings)
    .values(values)
    .onConflictDoNothing({ target: meterReadings.guid })
    .returning({ id: meterReadings.id });
  return rows.length > 0;
}

export async function updateMeterReading(
  db: Executor,
  id: number,
  values: { reading: string; notes: string | null; warning: string | null },
): Promise<void> {
  const now = new Date();
  await db
    .update(meterReadings)
    .set({ ...values, transcribedAt: now, updatedAt: now })
    .where(eq(meterReadings.id, id));
}

export async function deleteMeterReading(db: Executor, id: number): Promise<void> {
  await db.delete(meterReadings).where(eq(meterReadings.id, id));
}

/** A meter_read activity (never another type) whose reading was deleted. */
export async function deleteMeterActivity(db: Executor, id: number): Promise<void> {
  await db.delete(activities).where(and(eq(activities.id, id), eq(activities.type, 'meter_read')));
}

export async function countReadingsSince(db: Executor, clientId: number, marinaId: number, since: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.clientId, clientId),
        eq(meterReadings.marinaId, marinaId),
        gte(meterReadings.createdAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}
