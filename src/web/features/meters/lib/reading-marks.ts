import { averageUse, consumption, unusualReading } from '#core/meters/consumption.ts';
import { RECENT_READINGS } from '#core/meters/meter-constants.ts';
import { chronological, type DatedReading } from './consumption-periods.ts';

export type ReadingMark = 'lower' | 'high' | null;

export interface MarkedReading<R extends DatedReading = DatedReading> {
  reading: R;
  /** The use since the reading before it, exact; null for the first. */
  use: string | null;
  /**
   * The record screen's unusual-reading rule (consumption.ts), applied to each reading as it was
   * taken: lower than the previous one, or a use of more than 3 times the average use of the
   * RECENT_READINGS readings before it.
   */
  mark: ReadingMark;
}

/** A meter's readings oldest first, each with its use and its mark (for the chart and its table). */
export function markReadings<R extends DatedReading>(readings: readonly R[]): MarkedReading<R>[] {
  const sorted = chronological(readings);
  const uses: (string | null)[] = [];
  return sorted.map((reading, i) => {
    const previous = i > 0 ? (sorted[i - 1]?.reading ?? null) : null;
    const recentAverage = averageUse(uses.slice(-RECENT_READINGS));
    const mark = unusualReading(reading.reading as string, previous, recentAverage)?.kind ?? null;
    const use = consumption(reading.reading, previous);
    uses.push(use);
    return { reading, use, mark };
  });
}
