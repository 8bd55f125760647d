import { perLocale } from '#core/common/format-locale.ts';
import type { RunProgress } from '#core/tours/run-progress.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

const minutes = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** '7.5': minutes as the tour screens write them. */
export const minutesText = (value: number): string => minutes().format(value);

/** '4–12.5 min, average 7.5': a run's minutes between scans. */
export const minutesBetweenText = (m: NonNullable<RunProgress['minutesBetweenScans']>): string =>
  i18n.t('tours:minutesBetween', {
    shortest: minutesText(m.shortest),
    longest: minutesText(m.longest),
    average: minutesText(m.average),
  });
