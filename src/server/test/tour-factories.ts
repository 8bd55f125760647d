import type { TourSchedule } from '#core/tours/tour.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { tourCheckpoints, tours } from '#server/db/schema/index.ts';

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
