import { TZDate } from '@date-fns/tz';

export interface ZonedParts {
  /** 'YYYY-MM-DD' on the zone's calendar. */
  date: string;
  /** 'HH:MM', 24-hour, on the zone's clock. */
  time: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What a wall clock and calendar in `timeZone` show at the instant `date`. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const z = new TZDate(date.getTime(), timeZone);
  if (Number.isNaN(z.getTime()) || Number.isNaN(z.getFullYear())) {
    throw new RangeError(`Unknown time zone or invalid date: ${timeZone}`);
  }
  return {
    date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`,
    time: `${pad(z.getHours())}:${pad(z.getMinutes())}`,
    weekday: z.getDay() || 7,
  };
}
