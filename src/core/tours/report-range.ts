import { addDays, zonedInstant } from '#core/common/calendar-day.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';
import { REPORT_DEFAULT_DAYS } from './tour-exceptions.schema.ts';

export interface ReportDays {
  /** The first and last day reported, on the marina's calendar. */
  from: string;
  to: string;
  /** [start, end): midnight at the start of `from` to midnight after `to`, in the marina's zone. */
  start: Date;
  end: Date;
}

/**
 * The days of a report: as sent; one missing, 7 days from the other; both missing, the last 7 days
 * in the marina's zone, today included. A day is the marina's: on a daylight-saving day it has 23
 * or 25 hours.
 */
export function reportDays(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): ReportDays {
  const span = REPORT_DEFAULT_DAYS - 1;
  const to = query.to ?? (query.from ? addDays(query.from, span) : zonedParts(now, timeZone).date);
  const from = query.from ?? addDays(to, -span);
  return {
    from,
    to,
    start: zonedInstant(from, '00:00', timeZone),
    end: zonedInstant(addDays(to, 1), '00:00', timeZone),
  };
}
