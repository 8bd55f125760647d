import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TourSchedule } from '#core/tours/tour.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import { locations, marinas, tourCheckpoints, tours } from '#server/db/schema/index.ts';

export interface TourValues {
  name: string;
  ordered: boolean;
  durationMinutes: number;
  graceMinutes: number;
  schedule: TourSchedule;
  active: boolean;
}

const columns = {
  id: tours.id,
  guid: tours.guid,
  marinaId: tours.marinaId,
  marinaGuid: marinas.guid,
  name: tours.name,
  ordered: tours.ordered,
  durationMinutes: tours.durationMinutes,
  graceMinutes: tours.graceMinutes,
  schedule: tours.schedule,
  active: tours.active,
  createdAt: tours.createdAt,
  updatedAt: tours.updatedAt,
};
type TourHead = Awaited<ReturnType<typeof tourHeads>>[number];
export type TourRow = TourHead & { checkpoints: { guid: string; name: string }[] };

/** Live tours of the client, of one marina or by guid, without their checkpoints. */
function tourHeads(db: Executor, clientId: number, where: { marinaId?: number; guid?: string }) {
  return db
    .select(columns)
    .from(tours)
    .innerJoin(marinas, eq(marinas.id, tours.marinaId))
    .where(
      and(
        eq(tours.clientId, clientId),
        isNull(tours.deletedAt),
        where.marinaId === undefined ? undefined : eq(tours.marinaId, where.marinaId),
        where.guid === undefined ? undefined : eq(tours.guid, where.guid),
      ),
    )
    .orderBy(sql`lower(${tours.name})`, asc(tours.id));
}

/** The checkpoints of these tours in walking order; a location deleted since is left out. */
async function withCheckpoints(db: Executor, clientId: number, heads: TourHead[]): Promise<TourRow[]> {
  if (heads.length === 0) return [];
  const rows = await db
    .select({ tourId: tourCheckpoints.tourId, guid: locations.guid, name: locations.name })
    .from(tourCheckpoints)
    .innerJoin(locations, eq(locations.id, tourCheckpoints.locationId))
    .where(
      and(
        eq(tourCheckpoints.clientId, clientId),
        inArray(
          tourCheckpoints.tourId,
          heads.map((h) => h.id),
        ),
        isNull(locations.deletedAt),
      ),
    )
    .orderBy(asc(tourCheckpoints.tourId), asc(tourCheckpoints.position));
  return heads.map((head) => ({
    ...head,
    checkpoints: rows.filter((r) => r.tourId === head.id).map(({ guid, name }) => ({ guid, name })),
  }));
}

export async function listTours(db: Executor, clientId: number, marinaId: number): Promise<TourRow[]> {
  return withCheckpoints(db, clientId, await tourHeads(db, clientId, { marinaId }));
}

export async function findTour(db: Executor, clientId: number, guid: string): Promise<TourRow | undefined> {
  return (await withCheckpoints(db, clientId, await tourHeads(db, clientId, { guid })))[0];
}

/** Whether the client has a tour with this guid, deleted ones included (a retried create). */
export async function tourGuidExists(db: Executor, clientId: number, guid: string): Promise<boolean> {
  const rows = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.clientId, clientId), eq(tours.guid, guid)))
    .limit(1);
  return rows.length > 0;
}

/** Key space of the advisory lock that serialises a marina's tour writes (its limits, issue 30). */
const TOURS_LOCK = 0x70a5;

/**
 * Takes the marina's tours lock for the rest of the transaction, then answers its live tours'
 * schedules: two admins saving at once cannot both pass the marina's limits.
 */
export async function lockedMarinaTours(db: Executor, scope: { clientId: number; marinaId: number }) {
  await db.execute(sql`select pg_advisory_xact_lock(${TOURS_LOCK}, ${scope.marinaId})`);
  return db
    .select({ id: tours.id, active: tours.active, schedule: tours.schedule })
    .from(tours)
    .where(
      and(eq(tours.clientId, scope.clientId), eq(tours.marinaId, scope.marinaId), isNull(tours.deletedAt)),
    );
}

/** A new tour; undefined when the guid is taken. */
export async function insertTour(
  db: Executor,
  values: TourValues & { clientId: number; marinaId: number; guid?: string | undefined },
) {
  const { guid, ...rest } = values;
  const rows = await db
    .insert(tours)
    .values({ ...rest, ...(guid ? { guid } : {}) })
    .onConflictDoNothing()
    .returning({ id: tours.id, guid: tours.guid });
  return rows[0];
}

export async function updateTourRow(db: Executor, id: number, values: TourValues): Promise<void> {
  await db
    .update(tours)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tours.id, id));
}

/** Replaces the tour's checkpoints with these locations, in this order. */
export async function setCheckpoints(
  db: Executor,
  tour: { clientId: number; id: number },
  locationIds: readonly number[],
): Promise<void> {
  await db.delete(tourCheckpoints).where(eq(tourCheckpoints.tourId, tour.id));
  await db.insert(tourCheckpoints).values(
    locationIds.map((locationId, position) => ({
      clientId: tour.clientId,
      tourId: tour.id,
      position,
      locationId,
    })),
  );
}

export async function softDeleteTour(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(tours)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(tours.id, id), isNull(tours.deletedAt)))
    .returning({ id: tours.id });
  return rows.length > 0;
}
