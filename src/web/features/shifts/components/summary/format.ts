/** How the shift summary writes dates and times: the device's locale and zone. */
import { longDate, sameDay, shortDate, timeOfDay } from '#core/common/date-format.ts';

export { longDate, timeOfDay };

/** A time in the summary: '9:02 PM', or 'Mar 6, 1:15 AM' when it is not on the day of `reference`. */
export function summaryTime(iso: string, reference: Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return sameDay(d, reference) ? timeOfDay(d) : `${shortDate(d)}, ${timeOfDay(d)}`;
}

/** 'Thu, Mar 5, 2026, 6:00 PM' */
export const dateAndTime = (d: Date): string => `${longDate(d)}, ${timeOfDay(d)}`;
