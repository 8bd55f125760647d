import type { RunStatus } from '#core/tours/run-progress.ts';

/** A run's status as people read it, and the tone of its badge. */
export const RUN_STATUS_LABEL: Record<RunStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  incomplete: 'Incomplete',
  missed: 'Missed',
};

export const RUN_STATUS_TONE: Record<RunStatus, string> = {
  scheduled: 'bg-muted text-foreground',
  in_progress: 'bg-primary-soft text-primary',
  completed: 'bg-success-soft text-success',
  incomplete: 'bg-warning-soft text-warning-soft-foreground',
  missed: 'bg-destructive-soft text-destructive',
};
