import { useTranslation } from 'react-i18next';
import type { RunStatus } from '#core/tours/run-progress.ts';
import { cn } from '#web/lib/cn.ts';

/** One colour per status wherever a run is shown: amber for incomplete, red for missed. */
const RUN_STATUS_TONE: Record<RunStatus, string> = {
  scheduled: 'bg-muted text-foreground',
  in_progress: 'bg-primary-soft text-primary-soft-foreground',
  completed: 'bg-success-soft text-success',
  incomplete: 'bg-warning-soft text-warning-soft-foreground',
  missed: 'bg-destructive-soft text-destructive',
};

/** A run's status as a badge; `large` on the run's own page. Its words: RUN_STATUS_LABELS's, translated. */
export function RunStatusBadge({ status, large = false }: { status: RunStatus; large?: boolean }) {
  const { t } = useTranslation('tours');
  return (
    <span
      className={cn(
        'shrink-0 whitespace-nowrap rounded-full font-semibold print:border print:border-border',
        large ? 'px-2.5 py-1 text-sm' : 'px-2 py-0.5 text-xs',
        RUN_STATUS_TONE[status],
      )}
    >
      {t(`runStatus.${status}`)}
    </span>
  );
}
