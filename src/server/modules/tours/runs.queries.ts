import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PageCursor } from '#core/common/page-cursor.ts';
import { personName } from '#core/common/person-name.ts';
import { closesAt, LATE_SCAN_MINUTES, runProgress } from '#core/tours/run-progress.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import {
  activities,
  locations,
  marinas,
  tourCheckpoints,
  tourRunCheckpoints,
  tourRuns,
  tours,
  users,
} from '#server/db/schema/index.ts';

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

/** Runs with their tour, marina and starter (tours deleted since included: history). */
const runsWhere = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(tourRuns)
    .innerJoin(tours, eq(tours.id, tourRuns.tourId))
    .innerJoin(marinas, eq(marinas.id, tourRuns.marinaId))
    .leftJoin(users, eq(users.id, tourRuns.startedByUserId))
    .where(where);

/** Runs in window order, those of one start by tour name. */
export function runRows(db: Executor, where: SQL | undefined) {
  return runsWhere(db, where).orderBy(asc(tourRuns.windowStart), sql`lower(${tours.name})`, asc(tourRuns.id));
}
export type RunRow = Awaited<ReturnType<typeof runRows>>[number];

/** The run with this guid in the client, if any. */
export async function findRun(db: Executor, clientId: number, guid: string): Promise<RunRow | undefined> {
  return (await runRows(db, and(eq(tourRuns.clientId, clientId), eq(tourRuns.guid, guid))))[0];
}

/** The marina's time zone (its access already checked, so it exists). */
export async function marinaTimeZone(db: Executor, marinaId: number): Promise<string> {
  const [marina] = await db
    .select({ timeZone: marinas.timeZone })
    .from(marinas)
    .where(eq(marinas.id, marinaId));
  return marina!.timeZone;
}

/** The runs of one marina whose window starts in [from, to) (the exception report's days). */
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

/**
 * A page of the runs of one marina whose window starts in [from, to), in (window start, guid)
 * order after the cursor: `limit` rows and one more, to know whether a next page exists.
 */
export function marinaRunsPage(
  db: Executor,
  scope: { clientId: number; marinaId: number },
  range: { from: Date; to: Date; after?: PageCursor | undefined },
  limit: number,
) {
  const after = range.after;
  return runsWhere(
    db,
    and(
      eq(tourRuns.clientId, scope.clientId),
      eq(tourRuns.marinaId, scope.marinaId),
      gte(tourRuns.windowStart, from(range, after)),
      lt(tourRuns.windowStart, range.to),
      after
        ? sql`(${tourRuns.windowStart}, ${tourRuns.guid}) > (${after.at}::timestamptz, ${after.guid}::uuid)`
        : undefined,
    ),
  )
    .orderBy(asc(tourRuns.windowStart), asc(tourRuns.guid))
    .limit(limit + 1);
}

/** The later of the range's start and the cursor's time: the index condition of a next page. */
const from = (range: { from: Date }, after: PageCursor | undefined): Date =>
  after && Date.parse(after.at) > range.from.getTime() ? new Date(after.at) : range.from;

const MINUTE = 60_000;

/**
 * Keeps these runs' checkpoints as they are now (the tour's order, each location's name): done
 * when a run is judged, in the judging transaction, so a judged run never changes with its tour.
 */
export async function freezeRunCheckpoints(db: Executor, runIds: readonly number[]): Promise<void> {
  if (runIds.length === 0) return;
  await db.execute(sql`
    insert into ${tourRunCheckpoints} (client_id, run_id, position, location_id, name)
    select r.client_id, r.id, c.position, c.location_id, l.name
    from ${tourRuns} r
    join ${tourCheckpoints} c on c.tour_id = r.tour_id
    join ${locations} l on l.id = c.location_id and l.deleted_at is null
    where r.id in (${sql.join(
      runIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict do nothing`);
}

interface CheckpointRow {
  position: number;
  locationId: number;
  locationGuid: string;
  name: string;
}

/**
 * Each run's checkpoints: a judged run's as they were when it was judged (tour_run_checkpoints),
 * any other's the tour's now (live locations). Two queries for any number of runs.
 */
async function checkpointsOf(db: Executor, rows: readonly RunRow[]): Promise<Map<number, CheckpointRow[]>> {
  const judged = rows.filter((r) => r.judgedAt !== null).map((r) => r.id);
  const frozen =
    judged.length === 0
      ? []
      : await db
          .select({
            runId: tourRunCheckpoints.runId,
            position: tourRunCheckpoints.position,
            locationId: tourRunCheckpoints.locationId,
            locationGuid: locations.guid,
            name: tourRunCheckpoints.name,
          })
          .from(tourRunCheckpoints)
          .innerJoin(locations, eq(locations.id, tourRunCheckpoints.locationId))
          .where(inArray(tourRunCheckpoints.runId, judged))
          .orderBy(asc(tourRunCheckpoints.runId), asc(tourRunCheckpoints.position));
  const frozenRuns = new Set(frozen.map((c) => c.runId));
  // Judged before checkpoints were kept (and not backfilled): the tour's, as for an open run.
  const liveTours = [...new Set(rows.filter((r) => !frozenRuns.has(r.id)).map((r) => r.tourId))];
  const live =
    liveTours.length === 0
      ? []
      : await db
          .select({
            tourId: tourCheckpoints.tourId,
            position: tourCheckpoints.position,
            locationId: locations.id,
            locationGuid: locations.guid,
            name: locations.name,
          })
          .from(tourCheckpoints)
          .innerJoin(locations, eq(locations.id, tourCheckpoints.locationId))
          .where(and(inArray(tourCheckpoints.tourId, liveTours), isNull(locations.deletedAt)))
          .orderBy(asc(tourCheckpoints.tourId), asc(tourCheckpoints.position));
  const strip = ({ position, locationId, locationGuid, name }: CheckpointRow) => ({
    position,
    locationId,
    locationGuid,
    name,
  });
  return new Map(
    rows.map((r) => [
      r.id,
      frozenRuns.has(r.id)
        ? frozen.filter((c) => c.runId === r.id).map(strip)
        : live.filter((c) => c.tourId === r.tourId).map(strip),
    ]),
  );
}

/**
 * The answers for these runs as of `now`: each run's checkpoints (checkpointsOf: kept at judging,
 * else the tour's now) and the patrol check-ins at them by their recorded time (`timestamp`, the
 * device's), read now, so a check-in synced late counts like one sent at once. At most three
 * queries for any number of runs.
 */
export async function runViews(db: Executor, rows: readonly RunRow[], now: Date): Promise<TourRun[]> {
  if (rows.length === 0) return [];
  const checkpointsByRun = await checkpointsOf(db, rows);
  const checkpoints = [...checkpointsByRun.values()].flat();
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
    const own = checkpointsByRun.get(run.id)!;
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
          : personName({ firstName: run.starterFirst, lastName: run.starterLast, email: run.starterEmail }),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      checkpoints: result.checkpoints.map((c) => ({
        ...c,
        scannedAt: c.scannedAt?.toISOString() ?? null,
      })),
      progress: result.progress,
      exceptions: result.exceptions,
      minutesBetweenScans: result.minutesBetweenScans,
    };
  });
}

/**
 * The tour-run work the judge-tour-runs job has not done yet, across every client, in the terms
 * it claims by (runs.planning.ts): starts whose grace ended unchecked, and runs whose window closed
 * unjudged. Each count reads one partial index. For GET /metrics (ADR 0039).
 */
export async function runsAwaitingJudging(db: Executor): Promise<{ startCheck: number; judging: number }> {
  const result = await db.execute(sql`select
    (select count(*)::int from ${tourRuns}
      where ${tourRuns.startCheckedAt} is null and ${tourRuns.startDueAt} <= now()) as "startCheck",
    (select count(*)::int from ${tourRuns}
      where ${tourRuns.judgedAt} is null and ${tourRuns.windowEnd} <= now()) as judging`);
  const [row] = (result as unknown as { rows: { startCheck: number; judging: number }[] }).rows;
  return row ?? { startCheck: 0, judging: 0 };
}
