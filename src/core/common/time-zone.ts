import { TZDate } from '@date-fns/tz';

/**
 * A marina's zone when none was given: existing marinas got it in migration 0011, and a create
 * without `timeZone` gets it too (decision 0026). UTC is a guess nobody can mistake for a choice.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

/** An IANA name such as 'America/New_York' or 'Etc/GMT+5'; never an offset like '+01:00'. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Whether this runtime knows the IANA time zone (aliases like 'US/Eastern' included). */
export function isTimeZone(value: string): boolean {
  if (!ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or server's) own zone, the default of a new marina in the backend dialog. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
