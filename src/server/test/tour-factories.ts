import type { TourSchedule } from '#core/tours/tour.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { tourCheckpoints, tourRuns, tours } from '#server/db/schema/index.ts';

interface Scope {
  clientId: number;
  marinaId: number;
}

/** A tour of the marina over these locations (ids, in order), written straight to the database. */
export async function createTourRow(
  db: Db,
  scope: Scope,
  spec: { name: string; locationIds: number[]; schedule?: TourSchedule },
) {
  const [row] = await db
    .insert(tours)
    .values({
      ...scope,
      name: spec.name,
      durationMinutes: 30,
      schedule: spec.schedule ?? { times: ['22:00'] },
    })
    .returning({ id: tours.id, guid: tours.guid });
  await db.insert(tourCheckpoints).values(
    spec.locationIds.map((locationId, position) => ({
      clientId: scope.clientId,
      tourId: row!.id,
      position,
      locationId,
    })),
  );
  return row!;
}

/**
 * A run of the tour written straight to the database: a slot at `at` (default: a minute ago, so
 * it has begun), with a 10-minute grace and the factory tour's 30 minutes.
 */
export async function createRunRow(
  db: Db,
  scope: Scope,
  tourId: number,
  at = new Date(Date.now() - 60_000),
  times: { graceMinutes?: number; durationMinutes?: number } = {},
) {
  const { graceMinutes = 10, durationMinutes = 30 } = times;
  const [row] = await db
    .insert(tourRuns)
    .values({
      ...scope,
      tourId,
      scheduledAt: at,
      windowStart: at,
      startDueAt: new Date(at.getTime() + graceMinutes * 60_000),
      windowEnd: new Date(at.getTime() + (graceMinutes + durationMinutes) * 60_000),
    })
    .returning({ id: tourRuns.id, guid: tourRuns.guid });
  return row!;
}
