import { shortDate, shortDateWithYear, timeOfDay } from '#core/common/date-format.ts';

/**
 * The English of formatWhen's texts, by key: the web shows them through its catalogue (`common`'s
 * `when` holds these keys, and a test holds its English equal to this table).
 */
export const WHEN_TEXTS = {
  today: 'today {{time}}',
  yesterday: 'yesterday {{time}}',
  date: '{{date}}, {{time}}',
} as const;

export type WhenText = keyof typeof WHEN_TEXTS;

/** Turns a key and its values into the text to show; English by default. */
export type WhenTranslate = (key: WhenText, params: { time: string; date?: string }) => string;

const english: WhenTranslate = (key, params) =>
  WHEN_TEXTS[key].replace(/\{\{(\w+)\}\}/g, (_, name: 'time' | 'date') => params[name] ?? '');

/** A moment as the screens word it: today or yesterday at a time, else a date and a time. */
export interface When {
  day: WhenText;
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
export function formatWhen(iso: string, now: Date = new Date(), translate: WhenTranslate = english): string {
  const when = whenOf(iso, now);
  if (!when) return '';
  return translate(when.day, { time: when.time, date: when.date });
}
