import { shortDate, shortDateWithYear, timeOfDay } from '#core/common/date-format.ts';

/** A moment in the device's zone, after a verb ('Started …'): 'today 2:15 PM', 'yesterday 9:02 AM', else 'Jun 3, 2:15 PM'. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = timeOfDay(at);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(at)) / 86_400_000);
  if (days === 0) return `today ${time}`;
  if (days === 1) return `yesterday ${time}`;
  const sameYear = at.getFullYear() === now.getFullYear();
  const date = sameYear ? shortDate(at) : shortDateWithYear(at);
  return `${date}, ${time}`;
}
