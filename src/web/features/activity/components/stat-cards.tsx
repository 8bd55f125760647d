import { AlertTriangle, ChevronRight, Gauge, type LucideIcon, MessageSquare, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { FeedTypeFilter } from '#web/features/activity/lib/feed-filters.ts';
import { cn } from '#web/lib/cn.ts';

export interface StatValue {
  /** The number to show; null while loading or when it could not be loaded. */
  text: string | null;
  isLoading: boolean;
}

interface StatCardsProps {
  patrolChecks: StatValue;
  comments: StatValue;
  issues: StatValue;
  meterReads: StatValue;
  /** Under the first three: the period the time filter covers. */
  period: string;
  type: FeedTypeFilter;
  /** Tapping a count filters the feed by its type (tapping it again shows every type). */
  onTypeChange: (type: FeedTypeFilter) => void;
}

const tile =
  'flex min-h-24 flex-col justify-between gap-1 rounded-2xl border-2 bg-surface p-3 text-left shadow-sm transition-colors';

function Body({
  icon: Icon,
  tone,
  value,
  label,
  note,
  linked = false,
}: {
  icon: LucideIcon;
  tone: string;
  value: StatValue;
  label: string;
  note: string;
  /** The card opens another screen: a chevron after the label. */
  linked?: boolean;
}) {
  return (
    <>
      <span className="flex items-start justify-between gap-2">
        {value.isLoading ? (
          <Skeleton className="h-8 w-14 rounded-md" />
        ) : (
          <span className="font-bold text-3xl leading-none tabular-nums" data-testid="stat-value">
            {value.text ?? '–'}
          </span>
        )}
        <span className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </span>
      <span>
        <span className="flex items-center font-semibold text-sm leading-tight">
          {label}
          {linked && <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />}
        </span>
        <span className="block text-muted-foreground text-xs leading-tight">{note}</span>
      </span>
    </>
  );
}

/** The four stat cards of the activity feed (spec 001 section 2); the meter card links to /meter-reads. */
export function StatCards({
  patrolChecks,
  comments,
  issues,
  meterReads,
  period,
  type,
  onTypeChange,
}: StatCardsProps) {
  const { t } = useTranslation('activity');
  const filterCards = [
    {
      filter: 'patrol_check',
      label: t('stats.patrolChecks'),
      icon: QrCode,
      tone: 'bg-primary-soft text-primary-soft-foreground',
      value: patrolChecks,
    },
    {
      filter: 'comment',
      label: t('stats.comments'),
      icon: MessageSquare,
      tone: 'bg-muted text-foreground',
      value: comments,
    },
    {
      filter: 'issue',
      label: t('stats.issues'),
      icon: AlertTriangle,
      tone: 'bg-destructive-soft text-destructive',
      value: issues,
    },
  ] as const;

  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {filterCards.map((card) => {
        const pressed = type === card.filter;
        return (
          <button
            key={card.filter}
            type="button"
            aria-pressed={pressed}
            data-testid={`stat-${card.filter}`}
            onClick={() => onTypeChange(pressed ? 'all' : card.filter)}
            className={cn(
              tile,
              pressed ? 'border-primary ring-2 ring-primary/20' : 'border-transparent hover:border-border',
            )}
          >
            <Body icon={card.icon} tone={card.tone} value={card.value} label={card.label} note={period} />
          </button>
        );
      })}
      <Link
        href="/meter-reads"
        data-testid="stat-meter_read"
        className={cn(tile, 'border-transparent hover:border-border')}
      >
        <Body
          icon={Gauge}
          tone="bg-success-soft text-success"
          value={meterReads}
          label={t('stats.meterReads')}
          note={t('stats.meterPeriod')}
          linked
        />
      </Link>
    </section>
  );
}
