import { formatShortDate, formatShortTime } from '#core/meters/meter-dates.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingTime } from '#core/meters/record-rules.ts';

/** When a reading was taken: 03/04/26 3:05p, in a <time> element. */
export function ReadingWhen({
  reading,
  stacked = false,
}: {
  reading: Pick<MeterReading, 'activity' | 'createdAt'>;
  stacked?: boolean;
}) {
  const iso = readingTime(reading);
  const at = new Date(iso);
  return (
    <time dateTime={iso} className="tabular-nums">
      {formatShortDate(at)}
      {stacked ? <br /> : ' '}
      {formatShortTime(at)}
    </time>
  );
}
