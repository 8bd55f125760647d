import {
  utcMonthYear,
  utcShortDate,
  utcShortMonth,
  utcWeekdayDate,
  zonedHour,
  zonedShortDate,
  zonedShortDateTime,
} from '#core/common/date-format.ts';
import { perLocale } from '#core/common/format-locale.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { ChartPeriod } from './consumption-periods.ts';
import type { ReadingMark } from './reading-marks.ts';

/** Words and Intl formats of the consumption charts (decision 0035), in the user's language. */
export const markText = (mark: Exclude<ReadingMark, null>): string =>
  i18n.t(mark === 'lower' ? 'meters:chart.lower' : 'meters:chart.spike');

const PERIODS: readonly ChartPeriod[] = ['day', 'week', 'month'];

/** The period picker's choices: Day, Week, Month. */
export const periodOptions = (): { value: ChartPeriod; label: string }[] =>
  PERIODS.map((value) => ({ value, label: i18n.t(`meters:chart.periods.${value}`) }));

/** A period's first day ('YYYY-MM-DD', a calendar date) at noon UTC, so every zone shows that date. */
export const calendarDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** A period as the table names it: 'Wed, Mar 4', 'Week of Mar 2', 'March 2026'. */
export function periodText(start: string, period: ChartPeriod): string {
  const date = calendarDate(start);
  if (period === 'month') return utcMonthYear(date);
  return period === 'week'
    ? i18n.t('meters:chart.weekOf', { date: utcShortDate(date) })
    : utcWeekdayDate(date);
}

/** A period on the chart's axis: 'Mar 4' or 'Mar'. */
export function periodTick(start: string, period: ChartPeriod): string {
  const date = calendarDate(start);
  return period === 'month' ? utcShortMonth(date) : utcShortDate(date);
}

/** A reading's time in the marina's zone: 'Mar 4, 9:02 PM'. */
export const readingWhenText = (at: string, timeZone: string) => zonedShortDateTime(new Date(at), timeZone);

/** An axis date in the marina's zone: 'Mar 4' (or '9 PM' when the chart spans under two days). */
export const axisDate = (seconds: number, timeZone: string, short: boolean) =>
  (short ? zonedHour : zonedShortDate)(new Date(seconds * 1000), timeZone);

const plain = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }));
const compact = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 4 }),
);
/** The numbers of an axis in the user's locale: '1,150' while they are short, '1.235M' once long. */
export const axisNumbers = (splits: number[]) => {
  const longest = Math.max(0, ...splits.map((s) => Math.abs(s)));
  const format = longest < 100_000 ? plain() : compact();
  return splits.map((s) => format.format(s));
};
