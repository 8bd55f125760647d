import { minutesSummary } from './run-progress.ts';
import type { ReportRun, TourExceptionReport } from './tour-exceptions.schema.ts';
import type { TourRun } from './tour-run.schema.ts';

/**
 * The tour exception report (issue 17 item 5, decision 0030), pure: the runs as the server answers
 * them (`runViews`, judged by `runProgress`: nothing is judged again here) in, the figures out.
 *
 * - **Counted runs:** those whose window has closed, and those completed early. A run still open
 *   (`scheduled`, `in_progress`) has no missed checkpoints yet; it is only counted in `openRuns`.
 * - **Minutes between scans** are the gaps between a run's consecutive scans that counted (in its
 *   window, so not the late ones), as `runProgress` measures them. A group's shortest, average
 *   and longest are over all its gaps (an average of the gaps, not of the runs' averages).
 * - **Guards** are the names on the scans (the check-in's `staffName`). A run belongs to everyone
 *   who scanned one of its checkpoints, in time or late, and to whoever started it now. A guard's
 *   figures: the runs they took part in and how many of those did not complete, the scans they
 *   made (in time, late, out of order), the checkpoints missed on their runs (shared by everyone
 *   on that run: nobody scanned them), and the gaps that ended with one of their scans (how long
 *   they took to reach that checkpoint). A run nobody scanned nor started belongs to no guard.
 */

/**
 * What can happen at a checkpoint of a run, in the report's English (the CSV's Result column; the
 * web shows the catalogue's `tourReports:checkpoints.<outcome>`, held equal to these by a test).
 */
export const CHECKPOINT_RESULTS = {
  missed: 'Missed',
  late: 'Late',
  outOfOrder: 'Out of order',
  scanned: 'Scanned',
  pending: 'Not scanned',
} as const;
export type CheckpointOutcome = keyof typeof CHECKPOINT_RESULTS;

/** What happened at one checkpoint of a run. */
export function checkpointOutcome(
  c: Pick<ReportRun['checkpoints'][number], 'missed' | 'late' | 'outOfOrder' | 'scannedAt'>,
): CheckpointOutcome {
  if (c.missed) return 'missed';
  if (c.late) return 'late';
  if (c.outOfOrder) return 'outOfOrder';
  return c.scannedAt ? 'scanned' : 'pending';
}

/** What happened at one checkpoint of a run, as a word (English). */
export function checkpointResult(c: ReportRun['checkpoints'][number]): string {
  return CHECKPOINT_RESULTS[checkpointOutcome(c)];
}

/** The name a scan without one is listed under. */
export const UNNAMED_GUARD = '(no name)';

type Scan = Pick<ReportRun['checkpoints'][number], 'scannedAt' | 'scannedBy' | 'late'>;
type Counts = Omit<TourExceptionReport['guards'][number], 'name' | 'incomplete'>;
type RunCounts = { completed: number; incomplete: number; missedRuns: number };

const MINUTE = 60_000;
/** Whether the run counts in the report: its window has closed, or it is completed. */
export const isCounted = (run: Pick<TourRun, 'status'>): boolean =>
  run.status !== 'scheduled' && run.status !== 'in_progress';

/** The run's counted scans in time order, each with the minutes since the one before (null first). */
export function runGaps(run: { checkpoints: readonly Scan[] }): { by: string; minutes: number }[] {
  const scans = run.checkpoints
    .filter((c) => c.scannedAt !== null && !c.late)
    .map((c) => ({ at: Date.parse(c.scannedAt!), by: c.scannedBy ?? UNNAMED_GUARD }))
    .sort((a, b) => a.at - b.at);
  return scans.slice(1).map((scan, i) => ({ by: scan.by, minutes: (scan.at - scans[i]!.at) / MINUTE }));
}

/** Who walked the run: the names on its scans (in time or late) by time, then its starter; each once. */
export function runGuards(run: { checkpoints: readonly Scan[]; startedBy: string | null }): string[] {
  const scanners = [...run.checkpoints]
    .filter((c) => c.scannedAt !== null)
    .sort((a, b) => Date.parse(a.scannedAt!) - Date.parse(b.scannedAt!))
    .map((c) => c.scannedBy ?? UNNAMED_GUARD);
  return [...new Set([...scanners, ...(run.startedBy ? [run.startedBy] : [])])];
}

/** One run as the report lists it. */
export function reportRun(run: TourRun): ReportRun {
  return {
    guid: run.guid,
    tourGuid: run.tourGuid,
    tourName: run.tourName,
    windowStart: run.windowStart,
    windowEnd: run.windowEnd,
    finishedAt: run.finishedAt,
    status: run.status,
    guards: runGuards(run),
    progress: run.progress,
    missed: run.checkpoints.filter((c) => c.missed).length,
    late: run.checkpoints.filter((c) => c.late).length,
    outOfOrder: run.checkpoints.filter((c) => c.outOfOrder).length,
    minutesBetweenScans: run.minutesBetweenScans,
    checkpoints: run.checkpoints.map(
      ({ position, name, scannedAt, scannedBy, late, missed, outOfOrder }) => ({
        position,
        name,
        scannedAt,
        scannedBy,
        late,
        missed,
        outOfOrder,
      }),
    ),
  };
}

/** Whether a listed run has anything to report: not completed, or a checkpoint late or out of order. */
export const hasException = (run: Pick<ReportRun, 'status' | 'late' | 'outOfOrder'>): boolean =>
  run.status !== 'completed' || run.late > 0 || run.outOfOrder > 0;

const emptyCounts = () => ({
  runs: 0,
  checkpoints: 0,
  scanned: 0,
  missed: 0,
  late: 0,
  outOfOrder: 0,
  gaps: [] as number[],
});
const emptyRunCounts = (): RunCounts => ({ completed: 0, incomplete: 0, missedRuns: 0 });
type Tally = ReturnType<typeof emptyCounts>;

const addRun = (tally: Tally, run: ReportRun, gaps: readonly number[]) => {
  tally.runs += 1;
  tally.checkpoints += run.progress.total;
  tally.scanned += run.progress.scanned;
  tally.missed += run.missed;
  tally.late += run.late;
  tally.outOfOrder += run.outOfOrder;
  tally.gaps.push(...gaps);
};
const addStatus = (counts: RunCounts, run: ReportRun) => {
  if (run.status === 'completed') counts.completed += 1;
  else if (run.status === 'incomplete') counts.incomplete += 1;
  else counts.missedRuns += 1;
};
const finish = ({ gaps, ...tally }: Tally): Counts => ({
  ...tally,
  minutesBetweenScans: minutesSummary(gaps),
});
const byName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) || a.localeCompare(b);

/** The report's figures for these runs (as answered at `now`, in window order). */
export function tourExceptionFigures(
  runs: readonly TourRun[],
): Pick<TourExceptionReport, 'totals' | 'tours' | 'guards' | 'runs'> {
  const counted = runs.filter(isCounted);
  const total = emptyCounts();
  const totalRuns = emptyRunCounts();
  const tours = new Map<string, { tourName: string; tally: Tally; runs: RunCounts }>();
  const guards = new Map<string, { tally: Tally; incomplete: number }>();
  const listed = counted.map((source) => {
    const run = reportRun(source);
    const gaps = runGaps(source);
    addRun(
      total,
      run,
      gaps.map((g) => g.minutes),
    );
    addStatus(totalRuns, run);
    const tour = tours.get(run.tourGuid) ?? {
      tourName: run.tourName,
      tally: emptyCounts(),
      runs: emptyRunCounts(),
    };
    tours.set(run.tourGuid, tour);
    addRun(
      tour.tally,
      run,
      gaps.map((g) => g.minutes),
    );
    addStatus(tour.runs, run);
    for (const name of run.guards) {
      const guard = guards.get(name) ?? { tally: emptyCounts(), incomplete: 0 };
      guards.set(name, guard);
      const mine = source.checkpoints.filter(
        (c) => c.scannedAt !== null && (c.scannedBy ?? UNNAMED_GUARD) === name,
      );
      guard.tally.runs += 1;
      guard.tally.checkpoints += run.progress.total;
      guard.tally.scanned += mine.filter((c) => !c.late).length;
      guard.tally.late += mine.filter((c) => c.late).length;
      guard.tally.outOfOrder += mine.filter((c) => c.outOfOrder).length;
      guard.tally.missed += run.missed;
      guard.tally.gaps.push(...gaps.filter((g) => g.by === name).map((g) => g.minutes));
      if (run.status !== 'completed') guard.incomplete += 1;
    }
    return run;
  });
  return {
    totals: { ...finish(total), ...totalRuns, openRuns: runs.length - counted.length },
    tours: [...tours.entries()]
      .map(([tourGuid, t]) => ({ tourGuid, tourName: t.tourName, ...finish(t.tally), ...t.runs }))
      .sort((a, b) => byName(a.tourName, b.tourName)),
    guards: [...guards.entries()]
      .map(([name, g]) => ({ name, ...finish(g.tally), incomplete: g.incomplete }))
      .sort((a, b) => byName(a.name, b.name)),
    runs: listed,
  };
}
