import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { scheduledSlots } from '#core/tours/schedule.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import { marinas, tourRuns, tours } from '#server/db/schema/index.ts';
import { onRunJudged, onRunOverdue, type RunAlert, type RunHook } from './run-alerts.ts';
import { freezeRunCheckpoints, runRows, runViews } from './runs.queries.ts';

const MINUTE = 60_000;
/**
 * How far ahead runs are made (by the job every 5 minutes, and by a tour's create and edit): two
 * days, so that a listing of today in any zone (up to 25 hours on a daylight-saving day) reads
 * runs that exist. Reads never plan (issue 30).
 */
export const PLAN_AHEAD_MS = 48 * 60 * MINUTE;
/** Rows per INSERT (7 parameters each, well under PostgreSQL's 65 535). */
const INSERT_CHUNK = 1000;

/** A run's window from its start and its tour's grace and duration (decision 0028). */
export const runWindow = (start: Date, tour: { graceMinutes: number; durationMinutes: number }) => ({
  windowStart: start,
  startDueAt: new Date(start.getTime() + tour.graceMinutes * MINUTE),
  windowEnd: new Date(start.getTime() + (tour.graceMinutes + tour.durationMinutes) * MINUTE),
});

export interface PlanScope {
  clientId?: number;
  marinaId?: number;
  tourId?: number;
}

const scopeOf = (scope: PlanScope): SQL | undefined =>
  and(
    scope.clientId === undefined ? undefined : eq(tours.clientId, scope.clientId),
    scope.marinaId === undefined ? undefined : eq(tours.marinaId, scope.marinaId),
    scope.tourId === undefined ? undefined : eq(tours.id, scope.tourId),
  );

/**
 * Makes the runs of the tours' schedule slots starting in [from, to), in each marina's zone, never
 * in the past: slots before `now` are left alone (a run is planned ahead or not at all, so a tour
 * created or resumed today is not judged missed for this morning). One run per slot however many
 * planners run at once (INSERT ... ON CONFLICT (tour_id, scheduled_at) DO NOTHING). Runs not begun
 * yet follow the tour: a paused or deleted tour loses them, a slot gone from the schedule loses
 * its run, a new grace or duration moves their windows.
 */
export async function planRuns(
  db: Executor,
  options: PlanScope & { now: Date; from: Date; to: Date },
): Promise<{ planned: number }> {
  const now = options.now;
  const from = new Date(Math.max(options.from.getTime(), now.getTime()));
  if (!(from < options.to)) return { planned: 0 };
  const unbegun = and(
    isNotNull(tourRuns.scheduledAt),
    gt(tourRuns.windowStart, now),
    isNull(tourRuns.startedByUserId),
  );
  const live = and(eq(tours.active, true), isNull(tours.deletedAt));
  const stale = db
    .select({ id: tours.id })
    .from(tours)
    .where(and(scopeOf(options), or(eq(tours.active, false), isNotNull(tours.deletedAt))));
  await db.delete(tourRuns).where(and(unbegun, inArray(tourRuns.tourId, stale)));
  const active = await db
    .select({
      id: tours.id,
      clientId: tours.clientId,
      marinaId: tours.marinaId,
      schedule: tours.schedule,
      graceMinutes: tours.graceMinutes,
      durationMinutes: tours.durationMinutes,
      timeZone: marinas.timeZone,
    })
    .from(tours)
    .innerJoin(marinas, eq(marinas.id, tours.marinaId))
    .where(and(scopeOf(options), live));
  let planned = 0;
  for (const tour of active) {
    const slots = scheduledSlots(tour.schedule, { timeZone: tour.timeZone, from, to: options.to });
    const inRange = and(
      eq(tourRuns.tourId, tour.id),
      unbegun,
      gte(tourRuns.scheduledAt, from),
      lt(tourRuns.scheduledAt, options.to),
    );
    await db.delete(tourRuns).where(
      and(
        inRange,
        slots.length
          ? notInArray(
              tourRuns.scheduledAt,
              slots.map((s) => s.at),
            )
          : undefined,
      ),
    );
    await db
      .update(tourRuns)
      .set({
        startDueAt: sql`${tourRuns.windowStart} + ${tour.graceMinutes} * interval '1 minute'`,
        windowEnd: sql`${tourRuns.windowStart} + ${tour.graceMinutes + tour.durationMinutes} * interval '1 minute'`,
      })
      .where(inRange);
    for (let i = 0; i < slots.length; i += INSERT_CHUNK) {
      const inserted = await db
        .insert(tourRuns)
        .values(
          slots.slice(i, i + INSERT_CHUNK).map((slot) => ({
            clientId: tour.clientId,
            marinaId: tour.marinaId,
            tourId: tour.id,
            scheduledAt: slot.at,
            ...runWindow(slot.at, tour),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: tourRuns.id });
      planned += inserted.length;
    }
  }
  return { planned };
}

/**
 * The next PLAN_AHEAD_MS: every active tour's (the job), or one tour's after it was created, edited
 * or deleted (so its runs follow at once, not at the job's next turn).
 */
export const planAhead = (db: Executor, now = new Date(), scope: PlanScope = {}) =>
  planRuns(db, { ...scope, now, from: now, to: new Date(now.getTime() + PLAN_AHEAD_MS) });

/**
 * The runs a sweep (judging, start checks) may claim: every client's (the job), or one client's (a
 * test sharing its database with other files, whose runs are theirs to judge).
 */
export interface SweepScope {
  clientId?: number;
}

const sweepScopeOf = ({ clientId }: SweepScope): SQL | undefined =>
  clientId === undefined ? undefined : eq(tourRuns.clientId, clientId);

/** Runs claimed per transaction; the job repeats until a batch comes back short. */
const CLAIM_BATCH = 200;

/**
 * Claims, batch after batch, the runs matching `due` that no other transaction holds (FOR UPDATE
 * SKIP LOCKED: a second instance skips them; once committed, the mark `settle` writes takes them
 * out of `due`), and lets `settle` mark each (seen as its answer reads at `now`) and call its hook
 * in the same transaction. Answers how many runs were settled.
 */
async function claimRuns(
  db: Db,
  due: SQL,
  now: Date,
  settle: (tx: Executor, alert: RunAlert, judgedAt: Date | null) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: tourRuns.id })
        .from(tourRuns)
        .where(due)
        .orderBy(tourRuns.id)
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return 0;
      // Settled in tour order: a hook that locks per tour (alert groups, decision 0052) then takes
      // its locks in one order in every instance, so two batches cannot wait on each other.
      const rows = (
        await runRows(
          tx,
          inArray(
            tourRuns.id,
            claimed.map((c) => c.id),
          ),
        )
      ).sort((a, b) => a.tourId - b.tourId || a.id - b.id);
      const views = await runViews(tx, rows, now);
      for (const [i, row] of rows.entries()) {
        const alert = { runId: row.id, clientId: row.clientId, marinaId: row.marinaId, run: views[i]! };
        await settle(tx, alert, row.judgedAt);
      }
      return rows.length;
    });
    total += count;
    if (count < CLAIM_BATCH) return total;
  }
}

/**
 * Judges every run whose window has closed and that nobody judged: writes its verdict (completed,
 * incomplete or missed) and judged_at, and calls `onJudged` in the same transaction, so each run
 * is judged once across instances and restarts (a run that ended while every instance was down is
 * judged by the first run of the job after).
 */
export async function judgeEndedRuns(
  db: Db,
  {
    now = new Date(),
    onJudged = onRunJudged,
    clientId,
  }: { now?: Date; onJudged?: RunHook } & SweepScope = {},
): Promise<number> {
  return claimRuns(
    db,
    and(isNull(tourRuns.judgedAt), lte(tourRuns.windowEnd, now), sweepScopeOf({ clientId }))!,
    now,
    async (tx, alert) => {
      await tx
        .update(tourRuns)
        .set({ status: alert.run.status, judgedAt: now })
        .where(eq(tourRuns.id, alert.runId));
      await freezeRunCheckpoints(tx, [alert.runId]);
      await onJudged(tx, alert);
    },
  );
}

/**
 * Checks the start of every run whose grace has ended and whose start nobody checked: marks
 * start_checked_at, and when it had not started (no check-in in the window, not started now) and
 * is still open, start_overdue and `onOverdue` in the same transaction. A run whose window also
 * closed meanwhile (the server was down) is left to its verdict: no second alert. Answers how
 * many were overdue.
 */
export async function checkRunStarts(
  db: Db,
  {
    now = new Date(),
    onOverdue = onRunOverdue,
    clientId,
  }: { now?: Date; onOverdue?: RunHook } & SweepScope = {},
): Promise<number> {
  let overdue = 0;
  const due = and(
    isNull(tourRuns.startCheckedAt),
    lte(tourRuns.startDueAt, now),
    sweepScopeOf({ clientId }),
  )!;
  await claimRuns(db, due, now, async (tx, alert, judgedAt) => {
    const late = alert.run.status === 'scheduled' && judgedAt === null;
    await tx
      .update(tourRuns)
      .set({ startCheckedAt: now, startOverdue: late })
      .where(eq(tourRuns.id, alert.runId));
    if (late) {
      overdue++;
      await onOverdue(tx, alert);
    }
  });
  return overdue;
}
