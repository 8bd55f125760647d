const MINUTE = 60_000;

/**
 * The timed checks' one rule (issue 33), for the server's missed-check job and the guard's phone:
 * the check after a sign of life is due the marina's interval later and missed once its grace has
 * passed; null when checks are off.
 */
export function checkDue(
  lastSignAt: Date,
  settings: { checkIntervalMinutes: number | null; graceMinutes: number },
): { dueAt: Date; graceEndsAt: Date } | null {
  if (settings.checkIntervalMinutes === null) return null;
  const dueAt = new Date(lastSignAt.getTime() + settings.checkIntervalMinutes * MINUTE);
  return { dueAt, graceEndsAt: new Date(dueAt.getTime() + settings.graceMinutes * MINUTE) };
}
