import { zonedInstant } from '#core/common/calendar-day.ts';
import type { MeterSeries } from '#core/meters/meter-reads-views.schema.ts';
import {
  type ChartPeriod,
  chronological,
  consumptionByPeriod,
  type DatedReading,
  type PeriodUse,
  periodOfInstant,
  shiftPeriod,
} from './consumption-periods.ts';
import { type MarkedReading, markReadings } from './reading-marks.ts';

export interface MeterChartData<R extends DatedReading = DatedReading> {
  /** The readings inside the shown periods, oldest first, marked. */
  readings: MarkedReading<R>[];
  periods: PeriodUse[];
  /** The instants (ms) the shown periods run between: midnight of the first, midnight after the last. */
  window: { from: number; to: number };
}

export interface PeriodRange {
  firstStart: string;
  lastStart: string;
}

/** The periods from the oldest reading's through the newest's (the history's own span). */
export function spanOf(
  readings: readonly DatedReading[],
  period: ChartPeriod,
  timeZone: string,
): PeriodRange | null {
  const sorted = chronological(readings);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  return {
    firstStart: periodOfInstant(first.at, period, timeZone),
    lastStart: periodOfInstant(last.at, period, timeZone),
  };
}

/**
 * What a meter's charts show: its readings in the range, each marked by the record screen's rule
 * (judged against every reading before it, also those before the range), and its use per period.
 */
export function meterChartData<R extends DatedReading>(
  readings: readonly R[],
  period: ChartPeriod,
  timeZone: string,
  range: PeriodRange,
): MeterChartData<R> {
  const marked = markReadings(readings).filter((m) => {
    const key = periodOfInstant(m.reading.at, period, timeZone);
    return key >= range.firstStart && key <= range.lastStart;
  });
  return {
    readings: marked,
    periods: consumptionByPeriod(readings, period, timeZone, range),
    window: {
      from: zonedInstant(range.firstStart, '00:00', timeZone).getTime(),
      to: zonedInstant(shiftPeriod(range.lastStart, period, 1), '00:00', timeZone).getTime(),
    },
  };
}

/**
 * A meter's points from the meter reads summary, as the chart rules take readings. The summary
 * sends them oldest first without guids (decision 0046); a padded index keeps that order where two
 * share a time.
 */
export const seriesReadings = ({ at, readings }: Pick<MeterSeries, 'at' | 'readings'>): DatedReading[] =>
  at.map((time, i) => ({ guid: String(i).padStart(6, '0'), reading: readings[i] ?? null, at: time }));
