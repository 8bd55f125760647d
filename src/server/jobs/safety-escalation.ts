import { escalateDueAlerts } from '#server/modules/safety/escalation.ts';
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
