/** How the report writes times: the marina's clock (decision 0030), the device's locale. */
import { longDate, zonedDateTime, zonedTimeOfDay } from '#core/common/date-format.ts';

/** 'Mon, Mar 9, 10:00 PM' on the marina's clock. */
export const marinaDateTime = (iso: string, timeZone: string) => zonedDateTime(new Date(iso), timeZone);
/** '10:42 PM' on the marina's clock. */
export const marinaTime = (iso: string, timeZone: string) => zonedTimeOfDay(new Date(iso), timeZone);
/** 'Mon, Mar 9, 2026' for a marina calendar day 'YYYY-MM-DD' (the calendar alone: noon on the device's). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return longDate(new Date(y, m - 1, d, 12));
}
