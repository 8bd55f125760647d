import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { LATE_SCAN_MINUTES, type RunScan, runProgress } from '#core/tours/run-progress.ts';
import { scheduledSlots } from '#core/tours/schedule.ts';
import { tourScheduleSchema } from '#core/tours/tour.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import { activities, tourRuns } from '#server/db/schema/index.ts';
import { PLAN_AHEAD_MS, runWindow } from '#server/modules/tours/runs.planning.ts';
import { freezeRunCheckpoints } from '#server/modules/tours/runs.queries.ts';
import { insertTour, setCheckpoints } from '#server/modules/tours/tours.queries.ts';
import { DEMO_TOURS, type DemoTour } from './demo-data.ts';
import { demoFix } from './demo-plan.ts';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/**
 * How a demo run was walked: every checkpoint in order; some skipped (incomplete); none
 * (missed); two swapped (ordered tours: out of order); the last scanned after the window closed
 * (late, so incomplete); or begun after its grace (overdue, then completed).
 */
type Walk = 'complete' | 'skip' | 'missed' | 'swap' | 'late' | 'lateStart';

/** The walks handed out first, one run each (picked at random); every other run is completed. */
const SPECIAL_WALKS: Record<'ordered' | 'unordered', Walk[]> = {
  ordered: ['missed', 'swap', 'late', 'skip', 'skip', 'skip', 'lateStart'],
  unordered: ['missed', 'skip'],
};

export interface TourWalker {
  id: number;
  name: string;
}

interface Site {
  clientId: number;
  marinaId: number;
  timeZone: string;
  /** The marina's locations by name. */
  locations: Map<string, number>;
  walkers: Record<DemoTour['walker'], TourWalker>;
}

type Activity = typeof activities.$inferInsert;
type RunInsert = typeof tourRuns.$inferInsert;

/** `items` in an order drawn from `random` (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The check-in times and places of one walk of a run (locations by id). */
function walkScans(
  walk: Walk,
  window: { windowStart: Date; windowEnd: Date },
  tour: DemoTour,
  checkpointIds: readonly number[],
  random: () => number,
): { locationId: number; at: Date }[] {
  if (walk === 'missed') return [];
  let order = tour.ordered ? [...checkpointIds] : shuffled(checkpointIds, random);
  if (walk === 'swap') {
    const i = 1 + Math.floor(random() * (order.length - 2));
    order = [...order.slice(0, i), order[i + 1]!, order[i]!, ...order.slice(i + 2)];
  }
  if (walk === 'skip') {
    const skipped = new Set(shuffled(order.slice(1), random).slice(0, 1 + Math.floor(random() * 2)));
    order = order.filter((id) => !skipped.has(id));
  }
  const start = window.windowStart.getTime();
  const end = window.windowEnd.getTime() - 2 * MINUTE;
  const first =
    start +
    (walk === 'lateStart'
      ? (tour.graceMinutes + 2 + random() * 3) * MINUTE
      : (1 + random() * Math.max(1, tour.graceMinutes - 2)) * MINUTE);
  // Minutes between checkpoints, squeezed if need be so the whole walk fits the window.
  const gaps = order.slice(1).map(() => (2 + random() * 4) * MINUTE);
  const total = gaps.reduce((sum, g) => sum + g, 0);
  const scale = total > end - first ? (end - first) / total : 1;
  let at = first;
  const scans = order.map((locationId, i) => {
    if (i > 0) at += gaps[i - 1]! * scale;
    return { locationId, at: new Date(Math.round(at / 1000) * 1000) };
  });
  if (walk === 'late') {
    scans[scans.length - 1]!.at = new Date(window.windowEnd.getTime() + (8 + random() * 15) * MINUTE);
  }
  return scans;
}

/**
 * The demo tours of one marina and their last week (issue 17 item 7): each slot of the past seven
 * days whose window has closed becomes a run, walked by the tour's walker (patrol check-ins sent
 * as they happened) and judged as the judging job does at its two moments (decision 0028):
 * `start_checked_at` when grace ended (overdue when nothing had counted by then) and the verdict
 * with `judged_at` when the window closed, both from `runProgress` over the check-ins at the
 * checkpoints, the demo's shift rounds included. Slots still open or to come are the planning
 * job's, which never plans the past. Few statements: each tour with its checkpoints, one read of
 * the check-ins already there, one insert of the new check-ins and one of all the runs.
 */
export async function seedDemoTours(tx: Executor, site: Site, now: Date, random: () => number) {
  const from = new Date(now.getTime() - WEEK);
  const tours = [];
  for (const spec of DEMO_TOURS) {
    const checkpointIds = spec.checkpoints.map((name) => {
      const id = site.locations.get(name);
      if (id === undefined) throw new Error(`demo tour ${spec.name}: no location ${name}`);
      return id;
    });
    const inserted = await insertTour(tx, {
      clientId: site.clientId,
      marinaId: site.marinaId,
      name: spec.name,
      ordered: spec.ordered,
      durationMinutes: spec.durationMinutes,
      graceMinutes: spec.graceMinutes,
      schedule: tourScheduleSchema.parse(spec.schedule),
      active: true,
    });
    await setCheckpoints(tx, { clientId: site.clientId, id: inserted!.id }, checkpointIds);
    const slots = scheduledSlots(spec.schedule, { timeZone: site.timeZone, from, to: now })
      .map((slot) => ({ at: slot.at, ...runWindow(slot.at, spec) }))
      .filter((run) => run.windowEnd <= now);
    const specials = SPECIAL_WALKS[spec.ordered ? 'ordered' : 'unordered'];
    const picked = shuffled(
      slots.map((_, i) => i),
      random,
    );
    const walks = slots.map((_, i) => specials[picked.indexOf(i)] ?? ('complete' as Walk));
    tours.push({ spec, id: inserted!.id, checkpointIds, slots, walks });
  }

  const ownScans: Activity[] = [];
  const nameOf = new Map([...site.locations].map(([name, id]) => [id, name]));
  for (const tour of tours) {
    const walker = site.walkers[tour.spec.walker];
    for (const [i, run] of tour.slots.entries()) {
      for (const scan of walkScans(tour.walks[i]!, run, tour.spec, tour.checkpointIds, random)) {
        ownScans.push({
          clientId: site.clientId,
          marinaId: site.marinaId,
          locationId: scan.locationId,
          type: 'patrol_check',
          userId: walker.id,
          staffName: walker.name,
          comment: 'Automatic check-in via QR/NFC',
          ...demoFix(nameOf.get(scan.locationId) ?? '', random),
          gpsAccuracy: (4 + random() * 12).toFixed(2),
          // Sent as it happened, like all demo history: it counted the moment it was recorded.
          timestamp: scan.at,
          receivedAt: scan.at,
        });
      }
    }
  }

  // The check-ins already there (the shift rounds) count too, exactly as they will when read.
  const allCheckpoints = tours.flatMap((t) => t.checkpointIds);
  const earlier = await tx
    .select({ locationId: activities.locationId, at: activities.timestamp, by: activities.staffName })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, site.clientId),
        eq(activities.type, 'patrol_check'),
        inArray(activities.locationId, allCheckpoints),
        gte(activities.timestamp, from),
        lt(activities.timestamp, new Date(now.getTime() + LATE_SCAN_MINUTES * MINUTE)),
      ),
    );
  const scans: RunScan[] = [
    ...earlier.flatMap((s) =>
      s.at && s.locationId !== null ? [{ locationGuid: `${s.locationId}`, at: s.at, by: s.by }] : [],
    ),
    ...ownScans.map((s) => ({ locationGuid: `${s.locationId}`, at: s.timestamp!, by: s.staffName ?? null })),
  ];

  const runs: RunInsert[] = [];
  for (const tour of tours) {
    const checkpoints = tour.checkpointIds.map((id, position) => ({
      position,
      locationGuid: `${id}`,
      name: '',
    }));
    // As the judge saw it: the check-ins that had reached the server by then (sent when recorded).
    const statusAt = (run: { windowStart: Date; windowEnd: Date }, at: Date) =>
      runProgress(
        { ...run, finishedAt: null, startedNow: false },
        checkpoints,
        scans.filter((s) => s.at < at),
        { ordered: tour.spec.ordered, now: at },
      ).status;
    for (const run of tour.slots) {
      runs.push({
        clientId: site.clientId,
        marinaId: site.marinaId,
        tourId: tour.id,
        scheduledAt: run.at,
        windowStart: run.windowStart,
        startDueAt: run.startDueAt,
        windowEnd: run.windowEnd,
        status: statusAt(run, run.windowEnd),
        startCheckedAt: run.startDueAt,
        startOverdue: statusAt(run, run.startDueAt) === 'scheduled',
        judgedAt: run.windowEnd,
        // Planned by the job a day ahead.
        createdAt: new Date(run.at.getTime() - PLAN_AHEAD_MS),
      });
    }
  }
  if (ownScans.length > 0) await tx.insert(activities).values(ownScans);
  if (runs.length > 0) {
    const inserted = await tx.insert(tourRuns).values(runs).returning({ id: tourRuns.id });
    await freezeRunCheckpoints(
      tx,
      inserted.map((r) => r.id),
    );
  }
  return { tours: tours.length, runs: runs.length, checkIns: ownScans.length };
}
