import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays, zonedInstant } from '#core/common/calendar-day.ts';
import { encodePageCursor } from '#core/common/page-cursor.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';
import {
  RUN_PAGE_SIZE,
  type StartRunBody,
  type TourRun,
  type TourRunSummary,
  type TourRunsPage,
  type TourRunsQuery,
} from '#core/tours/tour-run.schema.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { tourRuns } from '#server/db/schema/index.ts';
import type { Caller, MarinaCaller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest, conflict, notFound } from '#server/plugins/http-errors.ts';
import { onRunJudged, type RunHook } from './run-alerts.ts';
import { takeRunStartSlot } from './run-start-limit.ts';
import { PLAN_AHEAD_MS, runWindow } from './runs.planning.ts';
import { findRun, freezeRunCheckpoints, marinaRunsPage, marinaTimeZone, runViews } from './runs.queries.ts';
import { loadTour } from './tours.service.ts';

export const RUN_NOT_FOUND = 'Tour run not found';
export const RUN_NOT_BEGUN = 'This run has not begun yet';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far ahead a listing may reach: well inside the planning horizon (today in any zone fits). */
export const LIST_AHEAD_MS = PLAN_AHEAD_MS - 12 * HOUR;
export const TOO_FAR_AHEAD = `querystring.to: must be at most ${LIST_AHEAD_MS / HOUR} hours from now (later runs are not planned yet)`;

/** [from, to) of a listing: as sent; one side missing, a day from the other; both, today in the zone. */
function rangeOf(query: TourRunsQuery, timeZone: string, now: Date): { from: Date; to: Date } {
  if (query.from && query.to) return { from: new Date(query.from), to: new Date(query.to) };
  if (query.from) return { from: new Date(query.from), to: new Date(Date.parse(query.from) + DAY) };
  if (query.to) return { from: new Date(Date.parse(query.to) - DAY), to: new Date(query.to) };
  const today = zonedParts(now, timeZone).date;
  return {
    from: zonedInstant(today, '00:00', timeZone),
    to: zonedInstant(addDays(today, 1), '00:00', timeZone),
  };
}

/**
 * GET /api/tour-runs: a page of the marina's runs whose window starts in the range, each as a
 * summary (its checkpoints only on GET /api/tour-runs/{guid}). A read writes nothing: runs are
 * planned by the job and by tour edits, up to PLAN_AHEAD_MS ahead, so a range ending later than
 * LIST_AHEAD_MS from now is refused. `status` filters a page's runs by their answer, so a page may
 * hold fewer than RUN_PAGE_SIZE runs and still have a next one.
 */
export async function listRuns(
  { db, scope }: MarinaCaller,
  query: TourRunsQuery,
  now = new Date(),
): Promise<TourRunsPage> {
  const { from, to } = rangeOf(query, await marinaTimeZone(db, scope.marinaId), now);
  if (to.getTime() > now.getTime() + LIST_AHEAD_MS) throw badRequest(TOO_FAR_AHEAD);
  const rows = await marinaRunsPage(db, scope, { from, to, after: query.after }, RUN_PAGE_SIZE);
  const page = rows.slice(0, RUN_PAGE_SIZE);
  const last = page.at(-1);
  const runs = (await runViews(db, page, now)).map(summaryOf);
  return {
    items: query.status ? runs.filter((run) => run.status === query.status) : runs,
    nextCursor:
      rows.length > RUN_PAGE_SIZE && last
        ? encodePageCursor({ at: last.windowStart.toISOString().replace('Z', '000Z'), guid: last.guid })
        : null,
  };
}

/** A run without its checkpoints, as the list answers it. */
const summaryOf = ({ checkpoints: _checkpoints, ...summary }: TourRun): TourRunSummary => summary;

/** A run of the caller's client (else 404), then the caller's access to its marina (403). */
async function loadRun(caller: Caller, guid: string) {
  const auth = requireAuth(caller);
  const row = await findRun(caller.db, auth.clientId, guid);
  if (!row) throw notFound(RUN_NOT_FOUND);
  await requireMarinaAccess(caller, { id: row.marinaId, guid: row.marinaGuid, clientId: auth.clientId });
  return row;
}

const viewOf = async (caller: Caller, guid: string, now: Date): Promise<TourRun> => {
  const row = (await findRun(caller.db, requireAuth(caller).clientId, guid))!;
  return (await runViews(caller.db, [row], now))[0]!;
};

/** GET /api/tour-runs/{guid}: staff of the tour's marina. */
export async function getRun(caller: Caller, guid: string, now = new Date()): Promise<TourRun> {
  return (await runViews(caller.db, [await loadRun(caller, guid)], now))[0]!;
}

/**
 * POST /api/tours/{guid}/runs: a run of the tour starting now (paused tours too: a round walked
 * on demand), started by the caller. Idempotent by guid like every create.
 */
export async function startRun(caller: Caller, tourGuid: string, body: StartRunBody, now = new Date()) {
  const { row: tour, scope } = await loadTour(caller, tourGuid, 'read');
  const guid = body.guid ?? randomUUID();
  await takeRunStartSlot(caller.db, { clientId: scope.clientId, userId: scope.userId, runGuid: guid });
  const { created } = await createIdempotent({
    insert: async () => {
      const [inserted] = await caller.db
        .insert(tourRuns)
        .values({
          guid,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          tourId: tour.id,
          ...runWindow(now, tour),
          status: 'in_progress',
          startedByUserId: scope.userId,
          // Started: there is no start to check when its grace ends.
          startCheckedAt: now,
        })
        .onConflictDoNothing()
        .returning({ tourId: tourRuns.tourId });
      return inserted;
    },
    findExisting: async () => {
      const existing = await findRun(caller.db, scope.clientId, guid);
      return existing && { tourId: existing.tourId };
    },
    sameContent: (existing) => existing.tourId === tour.id,
  });
  return { run: await viewOf(caller, guid, now), created };
}

/**
 * POST /api/tour-runs/{guid}/finish: the window closes now and the run is judged at once (its
 * onRunJudged in the same transaction). A run already judged answers as it is; one whose window
 * has not begun answers 409.
 */
export async function finishRun(
  caller: Caller,
  guid: string,
  { now = new Date(), onJudged = onRunJudged }: { now?: Date; onJudged?: RunHook } = {},
): Promise<TourRun> {
  const row = await loadRun(caller, guid);
  if (row.windowStart > now) throw conflict(RUN_NOT_BEGUN);
  await caller.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: tourRuns.id })
      .from(tourRuns)
      .where(and(eq(tourRuns.id, row.id), isNull(tourRuns.judgedAt)))
      .for('update');
    if (!open) return;
    const [run] = await runViews(tx, [{ ...row, finishedAt: now }], now);
    await tx
      .update(tourRuns)
      .set({ finishedAt: now, judgedAt: now, status: run!.status, startCheckedAt: row.startCheckedAt ?? now })
      .where(eq(tourRuns.id, row.id));
    await freezeRunCheckpoints(tx, [row.id]);
    await onJudged(tx, { runId: row.id, clientId: row.clientId, marinaId: row.marinaId, run: run! });
  });
  return viewOf(caller, guid, now);
}
