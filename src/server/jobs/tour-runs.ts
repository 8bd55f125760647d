import { checkRunStarts, judgeEndedRuns, planAhead } from '#server/modules/tours/runs.planning.ts';
import type { ScheduledJob } from './scheduled-jobs.ts';

/**
 * Tour runs (decision 0028). Claimed in scheduled_jobs like every job, so one instance runs each
 * period; the runs themselves are claimed row by row too, so even two runs of a job at once plan
 * each slot once and judge each run once.
 */
export const planTourRunsJob: ScheduledJob = {
  name: 'plan-tour-runs',
  everyMs: 5 * 60_000,
  run: (db) => planAhead(db),
};

/** Every minute: the starts whose grace ended, then the runs whose window closed. */
export const judgeTourRunsJob: ScheduledJob = {
  name: 'judge-tour-runs',
  everyMs: 60_000,
  run: async (db) => ({ overdue: await checkRunStarts(db), judged: await judgeEndedRuns(db) }),
};
