import { useTranslation } from 'react-i18next';
import type { RunStatus } from '#core/tours/run-progress.ts';
import type { TourRunSummary } from '#core/tours/tour-run.schema.ts';
import { type RunPhase, runPhase } from '#web/features/tours/guard/lib/guard-view.ts';
import { cn } from '#web/lib/cn.ts';

/** One colour per status wherever a run is shown: amber for incomplete, red for missed. */
const RUN_STATUS_TONE: Record<RunStatus, string> = {
  scheduled: 'bg-muted text-foreground',
  in_progress: 'bg-primary-soft text-primary-soft-foreground',
  completed: 'bg-success-soft text-success',
  incomplete: 'bg-warning-soft text-warning-soft-foreground',
  missed: 'bg-destructive-soft text-destructive',
};

/** Each phase's pill colour (the dashboard's tour card and an open run's page). */
const PHASE_TONE: Record<RunPhase, string> = {
  upcoming: 'bg-muted text-muted-foreground',
  due: 'bg-primary-soft text-primary-soft-foreground',
  overdue: 'bg-warning-soft text-warning-soft-foreground',
  in_progress: 'bg-success-soft text-success',
  done: 'bg-muted text-muted-foreground',
};

const pill = (large: boolean) =>
  cn(
    'shrink-0 whitespace-nowrap rounded-full font-semibold print:border print:border-border',
    large ? 'px-2.5 py-1 text-sm' : 'px-2 py-0.5 text-xs',
  );

/** A run's status as a badge; `large` on the run's own page. Its words: RUN_STATUS_LABELS's, translated. */
export function RunStatusBadge({ status, large = false }: { status: RunStatus; large?: boolean }) {
  const { t } = useTranslation('tours');
  return <span className={cn(pill(large), RUN_STATUS_TONE[status])}>{t(`runStatus.${status}`)}</span>;
}

/** Where an open run stands (core's runPhase): 'Due now', 'Overdue', … as the dashboard says it. */
export function RunPhaseBadge({ phase, large = false }: { phase: RunPhase; large?: boolean }) {
  const { t } = useTranslation('tours');
  return <span className={cn(pill(large), PHASE_TONE[phase])}>{t(`phase.${phase}`)}</span>;
}

/**
 * A run on its own page and in the shift summary: until it is judged (scheduled or in progress)
 * the phase the dashboard shows for it at this moment, so they never disagree; once judged, its status.
 */
export function RunStateBadge({
  run,
  now,
  large = false,
}: {
  run: TourRunSummary;
  now: Date;
  large?: boolean;
}) {
  return run.status === 'scheduled' || run.status === 'in_progress' ? (
    <RunPhaseBadge phase={runPhase(run, now)} large={large} />
  ) : (
    <RunStatusBadge status={run.status} large={large} />
  );
}
