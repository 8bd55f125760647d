import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { closesAt, LATE_SCAN_MINUTES, runProgress } from '#core/tours/run-progress.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import {
  activities,
  locations,
  marinas,
  tourCheckpoints,
  tourRuns,
  tours,
  users,
} from '#server/db/schema/index.ts';
import { fullName } from '#server/modules/activities/activities.service.ts';

const columns = {
  id: tourRuns.id,
  guid: tourRuns.guid,
  clientId: tourRuns.clientId,
  marinaId: tourRuns.marinaId,
  marinaGuid: marinas.guid,
  timeZone: marinas.timeZone,
  tourId: tourRuns.tourId,
  tourGuid: tours.guid,
  tourName: tours.name,
  ordered: tours.ordered,
  scheduledAt: tourRuns.scheduledAt,
  windowStart: tourRuns.windowStart,
  startDueAt: tourRuns.startDueAt,
  windowEnd: tourRuns.windowEnd,
  status: tourRuns.status,
  startedByUserId: tourRuns.startedByUserId,
  starterFirst: users.firstName,
  starterLast: users.lastName,
  starterEmail: users.email,
  finishedAt: tourRuns.finishedAt,
  startCheckedAt: tourRuns.startCheckedAt,
  judgedAt: tourRuns.judgedAt,
};

/** Runs with their tour and marina, in window order (tours deleted since included: history). */
export function runRows(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(tourRuns)
    .innerJoin(tours, eq(tours.id, tourRuns.tourId))
    .innerJoin(marinas, eq(marinas.id, tourRuns.marinaId))
    .leftJoin(users, eq(users.id, tourRuns.startedByUserId))
    .where(where)
    .orderBy(asc(tourRuns.windowStart), sql`lower(${tours.name})`, asc(tourRuns.id));
}
export type RunRow = Awaited<ReturnType<typeof runRows>>[number];

/** The run with this guid in the client, if any. */
export async function findRun(db: Executor, clientId: number, guid: string): Promise<RunRow | undefined> {
  return (await runRows(db, and(eq(tourRuns.clientId, clientId), eq(tourRuns.guid, guid))))[0];
}

/** The runs of one marina whose window starts in [from, to). */
export const marinaRuns = (
  db: Executor,
  scope: { clientId: number; marinaId: number },
  from: Date,
  to: Date,
) =>
  runRows(
    db,
    and(
      eq(tourRuns.clientId, scope.clientId),
      eq(tourRuns.marinaId, scope.marinaId),
      gte(tourRuns.windowStart, from),
      lt(tourRuns.windowStart, to),
    ),
  );

const MINUTE = 60_000;

/**
 * The answers for these runs as of `now`: each tour's checkpoints (live locations, as the tour
 * reads them) and the patrol check-ins at them by their recorded time (`timestamp`, the device's),
 * read now, so a check-in synced late counts like one sent at once. Two queries for any number of
 * runs.
 */
export async function runViews(db: Executor, rows: readonly RunRow[], now: Date): Promise<TourRun[]> {
  if (rows.length === 0) return [];
  const tourIds = [...new Set(rows.map((r) => r.tourId))];
  const checkpoints = await db
    .select({
      tourId: tourCheckpoints.tourId,
      position: tourCheckpoints.position,
      locationId: locations.id,
      locationGuid: locations.guid,
      name: locations.name,
    })
    .from(tourCheckpoints)
    .innerJoin(locations, eq(locations.id, tourCheckpoints.locationId))
    .where(and(inArray(tourCheckpoints.tourId, tourIds), isNull(locations.deletedAt)))
    .orderBy(asc(tourCheckpoints.tourId), asc(tourCheckpoints.position));
  const windows = rows.map((r) => ({
    ...r,
    startedNow: r.startedByUserId !== null || r.scheduledAt === null,
  }));
  const from = Math.min(...windows.map((w) => w.windowStart.getTime()));
  const to = Math.max(...windows.map((w) => closesAt(w).getTime())) + LATE_SCAN_MINUTES * MINUTE;
  const locationIds = [...new Set(checkpoints.map((c) => c.locationId))];
  const scans =
    locationIds.length === 0
      ? []
      : await db
          .select({ locationId: activities.locationId, at: activities.timestamp, by: activities.staffName })
          .from(activities)
          .where(
            and(
              inArray(activities.clientId, [...new Set(rows.map((r) => r.clientId))]),
              eq(activities.type, 'patrol_check'),
              inArray(activities.locationId, locationIds),
              gte(activities.timestamp, new Date(from)),
              lt(activities.timestamp, new Date(to)),
            ),
          )
          .orderBy(asc(activities.timestamp), asc(activities.id));
  const guidOf = new Map(checkpoints.map((c) => [c.locationId, c.locationGuid]));
  const runScans = scans.flatMap((s) =>
    s.at && s.locationId !== null ? [{ locationGuid: guidOf.get(s.locationId)!, at: s.at, by: s.by }] : [],
  );
  return windows.map((run) => {
    const own = checkpoints.filter((c) => c.tourId === run.tourId);
    const result = runProgress(
      run,
      own.map(({ position, locationGuid, name }) => ({ position, locationGuid, name })),
      runScans,
      { ordered: run.ordered, now },
    );
    return {
      guid: run.guid,
      tourGuid: run.tourGuid,
      tourName: run.tourName,
      marinaId: run.marinaGuid,
      timeZone: run.timeZone,
      scheduledAt: run.scheduledAt?.toISOString() ?? null,
      windowStart: run.windowStart.toISOString(),
      startDueAt: run.startDueAt.toISOString(),
      windowEnd: run.windowEnd.toISOString(),
      status: result.status,
      startedBy:
        run.startedByUserId === null || run.starterEmail === null
          ? null
          : fullName(run.starterFirst, run.starterLast, run.starterEmail),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      checkpoints: result.checkpoints.map((c) => ({
        ...c,
        scannedAt: c.scannedAt?.toISOString() ?? null,
      })),
      progress: result.progress,
      minutesBetweenScans: result.minutesBetweenScans,
    };
  });
}
