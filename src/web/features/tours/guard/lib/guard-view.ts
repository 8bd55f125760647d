import { addDays, zonedInstant } from '#core/common/calendar-day.ts';
import { builtOncePerKey, formatLocale } from '#core/common/format-locale.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';
import { closesAt } from '#core/tours/run-progress.ts';
import type { TourRun, TourRunSummary } from '#core/tours/tour-run.schema.ts';
import { windowOf } from './local-run.ts';

/**
 * What the guard's dashboard and check-in say about tour runs (issue 17 item 4, decision 0031).
 * Pure: runs (as the phone computed them, local-run.ts) and the time in; what to show out.
 */

/**
 * Where a run stands for the guard: its window not open yet; open and not started (due until its
 * grace ends, then overdue); in progress (started now or a checkpoint counted); or done (the
 * window closed, or every checkpoint counted). A run started now is never upcoming.
 */
export type RunPhase = 'upcoming' | 'due' | 'overdue' | 'in_progress' | 'done';

/**
 * A run as the guard's phone holds it: the list's summary, with its checkpoints when the phone has
 * them (the run's own answer, or the tour's for a run not begun; decision 0031, issue 30).
 */
export type GuardRun = TourRunSummary & { checkpoints?: TourRun['checkpoints'] };

export function runPhase(run: TourRunSummary, now: Date): RunPhase {
  const t = now.getTime();
  if (run.status === 'completed' || t >= closesAt(windowOf(run)).getTime()) return 'done';
  // A run started now is open from the server's start, even on a phone whose clock is behind.
  if (t < Date.parse(run.windowStart) && run.scheduledAt !== null) return 'upcoming';
  if (run.status === 'in_progress') return 'in_progress';
  return t < Date.parse(run.startDueAt) ? 'due' : 'overdue';
}

const OPEN_ORDER: Partial<Record<RunPhase, number>> = { in_progress: 0, overdue: 1, due: 2 };

/**
 * The runs the dashboard shows: every open one (in progress first, then overdue, then due, each
 * by when its start was due), else the next one to open. Nothing when neither is left today.
 */
export function runsToShow<R extends TourRunSummary>(runs: readonly R[], now: Date): R[] {
  const open = runs
    .map((run) => ({ run, rank: OPEN_ORDER[runPhase(run, now)] }))
    .filter((r): r is { run: R; rank: number } => r.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || Date.parse(a.run.startDueAt) - Date.parse(b.run.startDueAt));
  if (open.length > 0) return open.map((r) => r.run);
  const next = runs
    .filter((run) => runPhase(run, now) === 'upcoming')
    .sort((a, b) => Date.parse(a.windowStart) - Date.parse(b.windowStart))[0];
  return next ? [next] : [];
}

/** The first checkpoint (in the tour's order) that does not count yet: unscanned, or only late. */
export const nextCheckpoint = (run: GuardRun): TourRun['checkpoints'][number] | null =>
  [...(run.checkpoints ?? [])]
    .sort((a, b) => a.position - b.position)
    .find((c) => c.scannedAt === null || c.late) ?? null;

const MINUTE = 60_000;

/**
 * The English of the texts below, by key: the web shows them through its catalogue (the `tours`
 * namespace's `guardView` holds these keys, and a test holds its English equal to this table).
 */
export const GUARD_VIEW_TEXTS = {
  startsIn: 'Starts in {{duration}}',
  startWithin: 'Start within {{duration}}',
  dueJustNow: 'Due to start just now',
  dueAgo: 'Due to start {{duration}} ago',
  left: '{{duration}} left',
  checkpointLine: 'Checkpoint {{index}} of {{total}} — {{tour}}',
} as const;

export type GuardViewText = keyof typeof GUARD_VIEW_TEXTS;

/** Turns a key and its values into the text to show; English by default. */
export type GuardViewTranslate = (key: GuardViewText, params: Record<string, string | number>) => string;

export const englishGuardView: GuardViewTranslate = (key, params) =>
  GUARD_VIEW_TEXTS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

type DurationUnit = 'hour' | 'minute';
const unitFormats = builtOncePerKey<Intl.NumberFormat>();

/** Built once per locale and unit: each run of the dashboard's tour card shows a countdown. */
const unitFormat = (locale: string | undefined, unit: DurationUnit): Intl.NumberFormat =>
  unitFormats(
    `${locale ?? ''}|${unit}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
  );

/** '12 min', '2 hr 5 min' (the locale's units). */
export function durationText(minutes: number, locale = formatLocale()): string {
  const unit = (value: number, u: DurationUnit) => unitFormat(locale, u).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/**
 * The countdown of a run: 'Starts in 12 min' (window not open), 'Start within 8 min' (open, its
 * grace running), 'Due to start 5 min ago' (grace over, not started), '34 min left' (in progress,
 * to the window's end). Minutes to come are rounded up, minutes gone down; '' once done.
 */
export function countdownText(
  run: TourRunSummary,
  now: Date,
  locale = formatLocale(),
  translate: GuardViewTranslate = englishGuardView,
): string {
  const t = now.getTime();
  const ahead = (to: number) => durationText(Math.max(1, Math.ceil((to - t) / MINUTE)), locale);
  switch (runPhase(run, now)) {
    case 'upcoming':
      return translate('startsIn', { duration: ahead(Date.parse(run.windowStart)) });
    case 'due':
      return translate('startWithin', { duration: ahead(Date.parse(run.startDueAt)) });
    case 'overdue': {
      const ago = Math.floor((t - Date.parse(run.startDueAt)) / MINUTE);
      return ago < 1
        ? translate('dueJustNow', {})
        : translate('dueAgo', { duration: durationText(ago, locale) });
    }
    case 'in_progress':
      return translate('left', { duration: ahead(closesAt(windowOf(run)).getTime()) });
    case 'done':
      return '';
  }
}

/**
 * The check-in confirmation's lines: 'Checkpoint 3 of 8 — Night round' for each run whose window
 * holds the check-in's recorded time and whose tour has this location as a checkpoint (its place
 * in the tour's order, of the tour's checkpoints), by window start; a line the same as another is said once.
 */
export function checkpointLines(
  runs: readonly GuardRun[],
  locationGuid: string,
  at: Date,
  translate: GuardViewTranslate = englishGuardView,
): string[] {
  const t = at.getTime();
  const lines = [...runs]
    .sort((a, b) => Date.parse(a.windowStart) - Date.parse(b.windowStart))
    .flatMap((run) => {
      if (!run.checkpoints || t < Date.parse(run.windowStart) || t >= closesAt(windowOf(run)).getTime())
        return [];
      const ordered = [...run.checkpoints].sort((a, b) => a.position - b.position);
      const index = ordered.findIndex((c) => c.locationGuid === locationGuid);
      return index < 0
        ? []
        : [translate('checkpointLine', { index: index + 1, total: ordered.length, tour: run.tourName })];
    });
  // The same run from two listings, or two overlapping runs of one tour: said once.
  return [...new Set(lines)];
}

/**
 * Yesterday in the marina's zone, as a runs listing's range: a night round that began before
 * midnight is still open after it, and today's listing (runs starting today) does not hold it.
 */
export function yesterdayRange(now: Date, timeZone: string): { from: string; to: string } {
  const today = zonedParts(now, timeZone).date;
  const yesterday = addDays(today, -1);
  return {
    from: zonedInstant(yesterday, '00:00', timeZone).toISOString(),
    to: zonedInstant(today, '00:00', timeZone).toISOString(),
  };
}

/** A list of runs with each run once (the same run can come from two listings). */
export const uniqueRuns = <R extends { guid: string }>(runs: readonly R[]): R[] => [
  ...new Map(runs.map((run) => [run.guid, run])).values(),
];
