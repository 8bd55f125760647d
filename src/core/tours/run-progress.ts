/**
 * How far a tour run got (issue 17 item 3, decision 0028). Pure: the run's window, the tour's
 * checkpoints and the check-ins at them come in; each checkpoint's scan, the progress and the
 * status go out. The server computes a run's answer with it at read time and judges with it when
 * the window closes, so a check-in synced late from a phone's queue counts by the time it was
 * recorded, whenever it arrived.
 */
export const RUN_STATUSES = ['scheduled', 'in_progress', 'completed', 'incomplete', 'missed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  incomplete: 'Incomplete',
  missed: 'Missed',
};

/** A scan this long after the window closed is shown as late; a later one is not shown at all. */
export const LATE_SCAN_MINUTES = 60;

const MINUTE = 60_000;

export interface RunWindow {
  windowStart: Date;
  windowEnd: Date;
  /** Ended early by staff: the window closes here instead. */
  finishedAt: Date | null;
  /** Started now by staff (not only planned). */
  startedNow: boolean;
}

export interface RunCheckpoint {
  position: number;
  locationGuid: string;
  name: string;
}

/** A patrol check-in: where, when the device recorded it, and who. */
export interface RunScan {
  locationGuid: string;
  at: Date;
  by: string | null;
}

export interface CheckpointProgress extends RunCheckpoint {
  /** The first check-in in the window, else the first late one. */
  scannedAt: Date | null;
  scannedBy: string | null;
  /** Scanned after the window closed (within LATE_SCAN_MINUTES); it does not count toward the run. */
  late: boolean;
  /** The window has closed without a scan of it, in time or late. */
  missed: boolean;
  /** Ordered tour: scanned in the window before a checkpoint that comes earlier in the list. */
  outOfOrder: boolean;
}

export interface RunProgress {
  status: RunStatus;
  checkpoints: CheckpointProgress[];
  progress: { scanned: number; total: number };
  /** How many checkpoints were missed, late, or scanned out of order. */
  exceptions: { missed: number; late: number; outOfOrder: number };
  minutesBetweenScans: { shortest: number; average: number; longest: number } | null;
}

/** When the run's window closes: its end, or earlier when staff finished it. */
export const closesAt = (run: RunWindow): Date =>
  run.finishedAt && run.finishedAt < run.windowEnd ? run.finishedAt : run.windowEnd;

/** `closesAt` for a run as the wire carries it (ISO instants). */
export const closesAtIso = (run: { windowEnd: string; finishedAt: string | null }): string =>
  run.finishedAt && Date.parse(run.finishedAt) < Date.parse(run.windowEnd) ? run.finishedAt : run.windowEnd;

/** Minutes to one decimal, as every figure of minutes between scans is given. */
export const round1 = (minutes: number): number => Math.round(minutes * 10) / 10;

/** Shortest, average and longest of these gaps (minutes), to one decimal; null without any. */
export function minutesSummary(gaps: readonly number[]): RunProgress['minutesBetweenScans'] {
  if (gaps.length === 0) return null;
  return {
    shortest: round1(Math.min(...gaps)),
    average: round1(gaps.reduce((sum, g) => sum + g, 0) / gaps.length),
    longest: round1(Math.max(...gaps)),
  };
}

/**
 * The run as of `now`. A checkpoint counts once it has a check-in whose recorded time is in
 * [windowStart, closesAt); the first such counts. Status: `completed` as soon as every checkpoint
 * counts; before the window closes `in_progress` once started now or a checkpoint counts, else
 * `scheduled`; after, `incomplete` when started or some counted, else `missed`.
 */
export function runProgress(
  run: RunWindow,
  checkpoints: readonly RunCheckpoint[],
  scans: readonly RunScan[],
  options: { ordered: boolean; now: Date },
): RunProgress {
  const start = run.windowStart.getTime();
  const end = closesAt(run).getTime();
  const lateUntil = end + LATE_SCAN_MINUTES * MINUTE;
  const first = firstScanFinder(scans);
  const closed = options.now.getTime() >= end;
  const inOrder = [...checkpoints].sort((a, b) => a.position - b.position);
  const found = inOrder.map((c) => {
    const inWindow = first(c.locationGuid, start, end);
    return { checkpoint: c, inWindow, late: inWindow ? undefined : first(c.locationGuid, end, lateUntil) };
  });
  const progress: CheckpointProgress[] = found.map(({ checkpoint, inWindow, late }, i) => {
    const scan = inWindow ?? late;
    const at = inWindow?.at.getTime();
    const outOfOrder =
      options.ordered &&
      at !== undefined &&
      found.slice(0, i).some((earlier) => earlier.inWindow && earlier.inWindow.at.getTime() > at);
    return {
      ...checkpoint,
      scannedAt: scan?.at ?? null,
      scannedBy: scan?.by ?? null,
      late: late !== undefined,
      missed: !scan && closed,
      outOfOrder,
    };
  });
  const times = found.flatMap((f) => (f.inWindow ? [f.inWindow.at.getTime()] : [])).sort((a, b) => a - b);
  const scanned = times.length;
  const total = checkpoints.length;
  const gaps = times.slice(1).map((t, i) => (t - times[i]!) / MINUTE);
  const started = run.startedNow || scanned > 0;
  const count = (flag: 'missed' | 'late' | 'outOfOrder') => progress.filter((c) => c[flag]).length;
  const status: RunStatus =
    total > 0 && scanned === total
      ? 'completed'
      : !closed
        ? started
          ? 'in_progress'
          : 'scheduled'
        : started
          ? 'incomplete'
          : 'missed';
  return {
    status,
    checkpoints: progress,
    progress: { scanned, total },
    exceptions: { missed: count('missed'), late: count('late'), outOfOrder: count('outOfOrder') },
    minutesBetweenScans: minutesSummary(gaps),
  };
}

/**
 * The first scan of a location in [from, to): each location's scans sorted once, then a binary
 * search, so a run of 200 checkpoints over a day of busy scans costs 200 searches, not 200 passes
 * over every scan.
 */
function firstScanFinder(scans: readonly RunScan[]) {
  const byLocation = new Map<string, RunScan[]>();
  for (const scan of scans) {
    const list = byLocation.get(scan.locationGuid);
    if (list) list.push(scan);
    else byLocation.set(scan.locationGuid, [scan]);
  }
  for (const list of byLocation.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());
  return (guid: string, from: number, to: number): RunScan | undefined => {
    const list = byLocation.get(guid);
    if (!list) return undefined;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (list[mid]!.at.getTime() < from) low = mid + 1;
      else high = mid;
    }
    const scan = list[low];
    return scan && scan.at.getTime() < to ? scan : undefined;
  };
}
