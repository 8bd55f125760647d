import { and, asc, desc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { ACCURACY_THRESHOLD_M } from '#core/patrol/gps-flags.ts';
import type { Executor } from '#server/db/connect.ts';
import { activities, locations } from '#server/db/schema/index.ts';

export interface ReferenceRow {
  refLatitude: string | null;
  refLongitude: string | null;
  refSource: 'admin' | 'check-ins' | null;
  refSetAt: Date | null;
}

export async function findReference(db: Executor, locationId: number): Promise<ReferenceRow | undefined> {
  const rows = await db
    .select({
      refLatitude: locations.refLatitude,
      refLongitude: locations.refLongitude,
      refSource: locations.refSource,
      refSetAt: locations.refSetAt,
    })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  return rows[0];
}

export async function writeReference(
  db: Executor,
  locationId: number,
  value: { latitude: string; longitude: string; source: 'admin' | 'check-ins' } | null,
  /** Only when no reference is set yet (learning from check-ins never overrides an admin). */
  onlyIfUnset = false,
): Promise<void> {
  await db
    .update(locations)
    .set(
      value
        ? {
            refLatitude: value.latitude,
            refLongitude: value.longitude,
            refSource: value.source,
            refSetAt: new Date(),
          }
        : { refLatitude: null, refLongitude: null, refSource: null, refSetAt: null },
    )
    .where(and(eq(locations.id, locationId), onlyIfUnset ? isNull(locations.refLatitude) : undefined));
}

/** When this user last checked in at this location at or before `at`, other than `guid`. */
export async function previousCheckInAt(
  db: Executor,
  locationId: number,
  userId: number,
  at: Date,
  guid: string,
): Promise<Date | null> {
  const rows = await db
    .select({ timestamp: activities.timestamp })
    .from(activities)
    .where(
      and(
        eq(activities.locationId, locationId),
        eq(activities.userId, userId),
        eq(activities.type, 'patrol_check'),
        lte(activities.timestamp, at),
        ne(activities.guid, guid),
      ),
    )
    .orderBy(desc(activities.timestamp))
    .limit(1);
  return rows[0]?.timestamp ?? null;
}

/** The first `limit` check-ins at a location with a good GPS fix, oldest first. */
export function firstGoodCheckIns(db: Executor, locationId: number, limit: number) {
  return db
    .select({ latitude: activities.gpsLatitude, longitude: activities.gpsLongitude })
    .from(activities)
    .where(
      and(
        eq(activities.locationId, locationId),
        eq(activities.type, 'patrol_check'),
        isNotNull(activities.gpsLatitude),
        isNotNull(activities.gpsLongitude),
        sql`${activities.gpsAccuracy} <= ${ACCURACY_THRESHOLD_M}`,
      ),
    )
    .orderBy(asc(activities.timestamp), asc(activities.id))
    .limit(limit);
}
