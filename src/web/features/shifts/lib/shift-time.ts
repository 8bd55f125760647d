/** Time rules of the dashboard's shift card (spec 000 sections 2 and 9). */

/** Spec 000 section 9: the elapsed shift timer is refreshed every 30 seconds. */
export const ELAPSED_REFRESH_MS = 30_000;

const MINUTE = 60_000;

export interface Elapsed {
  hours: number;
  minutes: number;
}

/**
 * Whole hours and minutes since `start` (floored; never negative, so a phone clock running a
 * little behind the server shows 0 h 00 m instead of a negative time). Invalid input gives 0.
 */
export function elapsedSince(start: string | Date, now: Date = new Date()): Elapsed {
  const startMs = new Date(start).getTime();
  if (Number.isNaN(startMs) || Number.isNaN(now.getTime())) return { hours: 0, minutes: 0 };
  const totalMinutes = Math.floor(Math.max(0, now.getTime() - startMs) / MINUTE);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Compact form for the screen: '0h 05m', '12h 30m' (minutes always two digits). */
export function formatElapsed({ hours, minutes }: Elapsed): string {
  return `${hours}h ${String(minutes).padStart(2, '0')}m`;
}

/** Spoken form for screen readers: '1 hour 5 minutes', '0 minutes'. */
export function describeElapsed({ hours, minutes }: Elapsed): string {
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return hours > 0 ? `${h} ${m}` : m;
}

/**
 * The newest ended shift of a list that the server sends newest first; the shift still running
 * (no endTime) is skipped. Null when no shift has ended yet (the card then reads 'First Shift').
 */
export function lastEndedShift<S extends { startTime: string; endTime: string | null }>(
  shifts: readonly S[] | null | undefined,
): S | null {
  let newest: S | null = null;
  for (const shift of shifts ?? []) {
    if (!shift.endTime) continue;
    if (!newest || new Date(shift.startTime).getTime() > new Date(newest.startTime).getTime()) {
      newest = shift;
    }
  }
  return newest;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as a datetime-local input value in the device's zone, to the minute:
 * 'YYYY-MM-DDTHH:mm' (what a timestamp question edits).
 */
export function toDateTimeLocalValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
