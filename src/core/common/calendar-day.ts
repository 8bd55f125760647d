import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** 'YYYY-MM-DD' plus whole days, on the calendar alone (no zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant a wall clock in `timeZone` shows `time` on `day`. A time in spring's gap is read
 * with the offset before the gap (02:30 becomes 03:30 after the clocks jump: RFC 5545, and what
 * `Date` does); a time autumn shows twice is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Offsets a day either side of the wall time bracket any transition near it.
  const before = tzOffset(timeZone, new Date(wall - DAY));
  const after = tzOffset(timeZone, new Date(wall + DAY));
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE)
    .filter((at) => tzOffset(timeZone, new Date(at)) === (wall - at) / MINUTE)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? wall - before * MINUTE);
}
