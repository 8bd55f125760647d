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
