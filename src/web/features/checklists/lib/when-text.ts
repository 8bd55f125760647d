import { whenOf } from '#core/checklists/when-label.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

/** formatWhen in the user's language: 'today 2:15 PM', 'yesterday 9:02 AM', 'Jun 3, 2:15 PM'. */
export function whenText(iso: string, now: Date = new Date()): string {
  const when = whenOf(iso, now);
  if (!when) return '';
  return i18n.t(`checklists:when.${when.day}`, { time: when.time, date: when.date });
}
