import type { TFunction } from 'i18next';
import type { Tour } from '#core/tours/tour.schema.ts';
import { scheduleParts } from '#core/tours/tour-form.ts';
import { dayKey } from './day-key.ts';

/**
 * The list's line of a tour's schedule in the user's language: 'At 02:00, 22:00 · Fri, Sat',
 * 'Every 60 min, 20:00–06:00 · every day', 'At 08:00 and every 30 min, 20:00–23:00 · weekdays'.
 */
export function scheduleSummary(schedule: Tour['schedule'], t: TFunction<'tours'>): string {
  const { times, every, days } = scheduleParts(schedule);
  const at = times.join(', ');
  const when =
    times.length > 0 && every
      ? t('settings.schedule.atAndEvery', { times: at, ...every })
      : every
        ? t('settings.schedule.every', every)
        : t('settings.schedule.at', { times: at });
  const dayText =
    typeof days === 'string'
      ? t(`settings.schedule.${days}`)
      : days.map((day) => t(`settings.day.short.${dayKey(day)}`)).join(', ');
  return t('settings.schedule.withDays', { when, days: dayText });
}
