import { shortDate, shortDateWithYear, timeOfDay } from '#core/common/date-format.ts';

/** A moment as the screens word it: today or yesterday at a time, else a date and a time. */
export interface When {
  day: 'today' | 'yesterday' | 'date';
  /** '2:15 PM' in the format locale. */
  time: string;
  /** 'Jun 3' ('Jun 3, 2024' in another year); empty for today and yesterday. */
  date: string;
}

/** A moment in the device's zone (formatWhen's parts); null for an invalid timestamp. */
export function whenOf(iso: string, now: Date = new Date()): When | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const time = timeOfDay(at);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(at)) / 86_400_000);
  if (days === 0) return { day: 'today', time, date: '' };
  if (days === 1) return { day: 'yesterday', time, date: '' };
  const sameYear = at.getFullYear() === now.getFullYear();
  return { day: 'date', time, date: sameYear ? shortDate(at) : shortDateWithYear(at) };
}

/** A moment in the device's zone, after a verb ('Started …'): 'today 2:15 PM', 'yesterday 9:02 AM', else 'Jun 3, 2:15 PM'. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const when = whenOf(iso, now);
  if (!when) return '';
  if (when.day === 'today') return `today ${when.time}`;
  if (when.day === 'yesterday') return `yesterday ${when.time}`;
  return `${when.date}, ${when.time}`;
}
