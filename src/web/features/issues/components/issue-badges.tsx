import { useTranslation } from 'react-i18next';
import type { IssuePriority, IssueStatus } from '#core/issues/issue-constants.ts';
import { cn } from '#web/lib/cn.ts';

const PRIORITY_STYLES: Record<IssuePriority, string> = {
  high: 'bg-destructive text-destructive-foreground',
  medium: 'bg-warning-soft text-warning',
  low: 'bg-muted text-muted-foreground',
};

export function PriorityBadge({ priority }: { priority: IssuePriority }) {
  const { t } = useTranslation('issues');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-bold text-xs uppercase tracking-wide',
        PRIORITY_STYLES[priority],
      )}
    >
      {t(`priority.${priority}`)}
    </span>
  );
}

const STATUS_STYLES: Record<IssueStatus, string> = {
  open: 'bg-primary-soft text-primary-soft-foreground',
  fixed: 'bg-success-soft text-success',
  wontfix: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: IssueStatus }) {
  const { t } = useTranslation('issues');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs',
        STATUS_STYLES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The card's left edge: the priority of an open issue, calm once it is closed. */
export const accentOf = (priority: IssuePriority, status: IssueStatus): string =>
  status !== 'open'
    ? 'border-l-border'
    : priority === 'high'
      ? 'border-l-destructive'
      : priority === 'medium'
        ? 'border-l-warning'
        : 'border-l-primary/40';
