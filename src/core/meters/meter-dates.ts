import { formatLocale, perLocale } from '#core/common/format-locale.ts';

/**
 * Dates of the meter screens, in the device's local time: the history's MM/DD/YY and '3:05p'
 * (spec 001 section 2; in another language than English, its own short date and time through
 * Intl, decision 0043), the default month of the filters, and the local day bounds the web sends
 * as ISO date-times with the device's offset (decision 0009).
 */

/** The spec's English formats, unless the locale set is another language's. */
const specFormat = (): boolean => (formatLocale() ?? 'en').toLowerCase().split('-')[0] === 'en';
const localDate = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: '2-digit' }),
);
const localTime = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
);

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** 03/04/26 (04/03/26 in Spanish) */
export function formatShortDate(date: Date): string {
  if (!specFormat()) return localDate().format(date);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}

/** 3:05p, 12:00a, 12:30p (15:05 in Spanish) */
export function formatShortTime(date: Date): string {
  if (!specFormat()) return localTime().format(date);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(date.getMinutes())}${hours < 12 ? 'a' : 'p'}`;
}

/** A date input's value (YYYY-MM-DD) for a local calendar day. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The filters' default window: the first and the last day of the current month. */
export function currentMonthRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return { startDate: toDateInputValue(first), endDate: toDateInputValue(last) };
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD value as a local Date at the given time of day, or null when it is not a date. */
export function parseDateInputValue(value: string, hours = 0, minutes = 0, seconds = 0, ms = 0): Date | null {
  const match = DATE_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, hours, minutes, seconds, ms);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** An ISO 8601 date-time in the device's local time with its offset: 2026-03-01T00:00:00.000-05:00. */
export function toLocalIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${toDateInputValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/**
 * The whole local days from `startDate` to `endDate` (both YYYY-MM-DD, inclusive) as the ISO
 * date-times GET /api/meter-reads takes; a blank or invalid side is left out.
 */
export function localDayBounds(
  startDate: string,
  endDate: string,
): { startDate: string | undefined; endDate: string | undefined } {
  const start = parseDateInputValue(startDate);
  const end = parseDateInputValue(endDate, 23, 59, 59, 999);
  return { startDate: start ? toLocalIso(start) : undefined, endDate: end ? toLocalIso(end) : undefined };
}
