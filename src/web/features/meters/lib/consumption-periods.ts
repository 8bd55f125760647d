import { addDays } from '#core/common/calendar-day.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';
import { fromThousandths, toThousandths, UNUSUAL_USE_FACTOR } from '#core/meters/consumption.ts';

/**
 * Consumption per period for the charts (issue 18 item 3, decision 0035): the use between two
 * readings of a meter counts in the period of the later one, on the marina's calendar. Exact
 * (BigInt thousandths); the chart gets numbers only to draw.
 */
export const chartPeriods = ['day', 'week', 'month'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

/** How many periods a chart shows, ending with the current one. */
export const PERIODS_SHOWN: Record<ChartPeriod, number> = { day: 30, week: 12, month: 12 };

/** A period's use is a spike above this many times the median of the periods before it. */
export const SPIKE_FACTOR = UNUSUAL_USE_FACTOR;
/** How many earlier periods (with a use) the median is taken over, and how many it needs at least. */
export const SPIKE_WINDOW = 6;
export const SPIKE_MIN_HISTORY = 3;

export interface DatedReading {
  guid: string;
  reading: string | null;
  /** ISO instant the reading was taken. */
  at: string;
}

export interface PeriodUse {
  /** First day of the period, 'YYYY-MM-DD' on the marina's calendar. */
  start: string;
  /** The use in the period, exact; null when no reading pair ended in it. */
  use: string | null;
  /** A reading in the period was lower than the one before it (its drop is not counted as use). */
  lower: boolean;
  spike: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function calendar(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period holding calendar day `day`: itself, its Monday, or the 1st. */
export function periodOfDay(day: string, period: ChartPeriod): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  if (period === 'day') return day;
  const date = calendar(day);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() - (weekday - 1));
  return dayOf(date);
}

/** The period after (or, with steps < 0, before) the one starting on `start`. */
export function shiftPeriod(start: string, period: ChartPeriod, steps: number): string {
  const date = calendar(start);
  if (period === 'month') {
    const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1));
    return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-01`;
  }
  return addDays(start, steps * (period === 'week' ? 7 : 1));
}

/** The first day of the oldest period a chart ending at `now` shows (what to fetch from). */
export function chartStartDay(now: Date, period: ChartPeriod, timeZone: string): string {
  const current = periodOfInstant(now, period, timeZone);
  return shiftPeriod(current, period, 1 - PERIODS_SHOWN[period]);
}

/** The first day of the period holding instant `at` (a Date or an ISO string) on the zone's calendar. */
export function periodOfInstant(at: Date | string, period: ChartPeriod, timeZone: string): string {
  return periodOfDay(zonedParts(new Date(at), timeZone).date, period);
}

function median(values: readonly bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as bigint)
    : ((sorted[mid - 1] as bigint) + (sorted[mid] as bigint)) / 2n;
}

/**
 * A spike: a use of more than SPIKE_FACTOR times the median of the last SPIKE_WINDOW uses before
 * it, once there are at least SPIKE_MIN_HISTORY of them and their median is above zero. Values are
 * decimal strings; a missing one is not a spike.
 */
export function isSpike(use: string | null, earlier: readonly (string | null)[]): boolean {
  const value = toThousandths(use);
  if (value === null) return false;
  const history = earlier
    .map(toThousandths)
    .filter((v): v is bigint => v !== null)
    .slice(-SPIKE_WINDOW);
  if (history.length < SPIKE_MIN_HISTORY) return false;
  const middle = median(history);
  return middle > 0n && value > middle * SPIKE_FACTOR;
}

/** Readings with a value, oldest first (ties by guid, so the order is stable). */
export function chronological<R extends DatedReading>(readings: readonly R[]): R[] {
  return readings
    .filter((r) => toThousandths(r.reading) !== null && !Number.isNaN(Date.parse(r.at)))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.guid.localeCompare(b.guid));
}

/**
 * The use per period from `firstStart` through `lastStart` (every period, a gap as null): each
 * reading's rise over the one before it, in the period of the later reading. A drop (lower than
 * previous) is a reset or a mistake, not use: it counts nothing and marks its period.
 */
export function consumptionByPeriod(
  readings: readonly DatedReading[],
  period: ChartPeriod,
  timeZone: string,
  range: { firstStart: string; lastStart: string },
): PeriodUse[] {
  const sums = new Map<string, { use: bigint; lower: boolean }>();
  const sorted = chronological(readings);
  for (let i = 1; i < sorted.length; i++) {
    const current = toThousandths(sorted[i]?.reading) as bigint;
    const previous = toThousandths(sorted[i - 1]?.reading) as bigint;
    const key = periodOfInstant(sorted[i]?.at as string, period, timeZone);
    const entry = sums.get(key) ?? { use: 0n, lower: false };
    if (current < previous) entry.lower = true;
    else entry.use += current - previous;
    sums.set(key, entry);
  }
  const periods: PeriodUse[] = [];
  for (let start = range.firstStart; start <= range.lastStart; start = shiftPeriod(start, period, 1)) {
    const entry = sums.get(start);
    const use = entry ? fromThousandths(entry.use) : null;
    periods.push({
      start,
      use,
      lower: entry?.lower ?? false,
      spike: isSpike(
        use,
        periods.map((p) => p.use),
      ),
    });
  }
  return periods;
}
