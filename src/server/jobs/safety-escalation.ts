import { escalateDueAlerts } from '#server/modules/safety/escalation.ts';
import { raiseMissedChecks } from '#server/modules/safety/missed-checks.ts';
import type { ScheduledJob } from './scheduled-jobs.ts';

/**
 * Safety alerts up their ladders (issue 33): checked every few seconds, since a guard's SOS must
 * reach a person at once; each alert's step is claimed row by row as well (escalation.ts).
 */
export const escalateSafetyAlertsJob: ScheduledJob = {
  name: 'escalate-safety-alerts',
  everyMs: 5_000,
  run: (db) => escalateDueAlerts(db),
};

/**
 * Missed timed checks (issue 33): every 30 s a guard silent past their marina's interval and grace
 * gets a `missed_check` alert, which the escalation above then takes up its ladder.
 */
export const raiseMissedChecksJob: ScheduledJob = {
  name: 'raise-missed-safety-checks',
  everyMs: 30_000,
  run: (db) => raiseMissedChecks(db),
};
