import { z } from 'zod';

/**
 * The calendar a date input may name (issue 30 item 6): the years 2000 to 2100, both whole. No
 * marina record, schedule or report reaches outside them (the oldest data a marina brings is from
 * this century; a report or run range never looks a lifetime ahead), while their ends are where
 * the date code breaks: years 0 to 99 are 1900 to 1999 to `Date.UTC`, 9999-12-31 plus a day has
 * no four-digit form, and `Date` itself ends in the year 275760. Outside it: 400 naming the field.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
export const FIRST_DAY = `${FIRST_YEAR}-01-01`;
export const LAST_DAY = `${LAST_YEAR}-12-31`;
export const OUT_OF_CALENDAR = `must be between ${FIRST_DAY} and ${LAST_DAY}`;

const FIRST_MS = Date.UTC(FIRST_YEAR, 0, 1);
const AFTER_LAST_MS = Date.UTC(LAST_YEAR + 1, 0, 1);

/** Whether an instant (epoch milliseconds, UTC) lies in the years 2000 to 2100. */
export const isWithinCalendar = (ms: number): boolean => ms >= FIRST_MS && ms < AFTER_LAST_MS;

/** Whether 'YYYY-MM-DD' is a real day (no February 30) of the years 2000 to 2100. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
}

export const isDayWithinCalendar = (value: string): boolean => value >= FIRST_DAY && value <= LAST_DAY;

/** A calendar day 'YYYY-MM-DD' within the years 2000 to 2100; `notADay` is the form's own message. */
export const calendarDaySchema = (notADay = 'must be a date, YYYY-MM-DD') =>
  z.iso.date({ error: notADay }).refine((v) => !isCalendarDay(v) || isDayWithinCalendar(v), OUT_OF_CALENDAR);
