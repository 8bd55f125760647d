import { type RunScan, type RunWindow, runProgress } from '#core/tours/run-progress.ts';
import type { TourRun, TourRunSummary } from '#core/tours/tour-run.schema.ts';

/**
 * A run as the phone sees it (issue 17 item 4, decision 0031): the server's answer, with the
 * guard's check-ins still waiting in the phone's queue counted too, judged as of `now`. Pure: the
 * same `runProgress` the server answers with, over the run's window and checkpoints; the scans are
 * the server's (each checkpoint's first) plus the local ones. Once the queue has synced and the
 * runs are read again, the local list is empty and the server's answer is what shows.
 */

/** The run's window as `runProgress` takes it. Started now: by staff, or not a schedule slot. */
export const windowOf = (
  run: Pick<TourRunSummary, 'windowStart' | 'windowEnd' | 'finishedAt' | 'scheduledAt' | 'startedBy'>,
): RunWindow => ({
  windowStart: new Date(run.windowStart),
  windowEnd: new Date(run.windowEnd),
  finishedAt: run.finishedAt ? new Date(run.finishedAt) : null,
  startedNow: run.scheduledAt === null || run.startedBy !== null,
});

/** The scans the server's answer holds: each checkpoint's first (in the window, else late). */
export const serverScans = (run: TourRun): RunScan[] =>
  run.checkpoints.flatMap((c) =>
    c.scannedAt ? [{ locationGuid: c.locationGuid, at: new Date(c.scannedAt), by: c.scannedBy }] : [],
  );

/**
 * A run not begun, whole: the summary of a run with no check-in yet and its tour's checkpoints as
 * they are now, which is what the server answers for any run not judged. So the phone knows the
 * checkpoints of tonight's later rounds from the tours it keeps, without reading each run.
 */
export const plannedRun = (
  run: TourRunSummary,
  tour: { checkpoints: readonly { guid: string; name: string }[] },
): TourRun => ({
  ...run,
  checkpoints: tour.checkpoints.map((c, position) => ({
    position,
    locationGuid: c.guid,
    name: c.name,
    scannedAt: null,
    scannedBy: null,
    late: false,
    missed: false,
    outOfOrder: false,
  })),
});

export function withLocalScans(
  run: TourRun,
  local: readonly RunScan[],
  options: { ordered: boolean; now: Date },
): TourRun {
  const result = runProgress(
    windowOf(run),
    run.checkpoints.map(({ position, locationGuid, name }) => ({ position, locationGuid, name })),
    [...serverScans(run), ...local],
    options,
  );
  return {
    ...run,
    status: result.status,
    checkpoints: result.checkpoints.map((c) => ({ ...c, scannedAt: c.scannedAt?.toISOString() ?? null })),
    progress: result.progress,
    exceptions: result.exceptions,
    minutesBetweenScans: result.minutesBetweenScans,
  };
}

/**
 * A run's page on this phone (decision 0031, as the guard's dashboard card): the run with the
 * queued check-ins of its checkpoints counted, and which checkpoints only the queue has scanned
 * (they say they wait to sync). With none queued, the server's answer as it came.
 */
export function runWithQueuedScans(
  server: TourRun,
  scans: readonly RunScan[],
  options: { ordered: boolean; now: Date },
): { run: TourRun; queued: ReadonlySet<string> } {
  const checkpoints = new Set(server.checkpoints.map((c) => c.locationGuid));
  const local = scans.filter((scan) => checkpoints.has(scan.locationGuid));
  if (local.length === 0) return { run: server, queued: new Set() };
  const run = withLocalScans(server, local, options);
  const scannedBefore = new Set(serverScans(server).map((scan) => scan.locationGuid));
  const queued = new Set(
    run.checkpoints
      .filter((c) => c.scannedAt !== null && !scannedBefore.has(c.locationGuid))
      .map((c) => c.locationGuid),
  );
  return { run, queued };
}
