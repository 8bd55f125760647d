import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import { closesAtIso } from '#core/tours/run-progress.ts';
import { tourRunPath } from '#core/tours/tour-run-screen.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import {
  countdownText,
  type GuardRun,
  nextCheckpoint,
  type RunPhase,
} from '#web/features/tours/guard/lib/guard-view.ts';
import { RunPhaseBadge } from '#web/features/tours/runs/components/run-status-badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { useGuardViewTranslate } from '../guard-view-translate.ts';

/** The window on the marina's clock, to when it closes: '10:00 PM–10:55 PM'. */
function windowText(run: GuardRun): string {
  const at = (iso: string) => zonedTimeOfDay(new Date(iso), run.timeZone);
  return `${at(run.windowStart)}–${at(closesAtIso(run))}`;
}

/** One run on the dashboard: where it stands, its countdown, progress, next checkpoint and link. */
export function TourRunItem({
  run,
  phase,
  now,
  ordered,
  action,
}: {
  run: GuardRun;
  phase: RunPhase;
  now: Date;
  ordered: boolean;
  /** 'Start tour now' for a run not open yet. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('tours');
  const translate = useGuardViewTranslate();
  const { scanned, total } = run.progress;
  const next = nextCheckpoint(run);
  return (
    <li
      className="space-y-3 border-border border-t p-4 first:border-t-0"
      data-testid="tour-run"
      data-tour={run.tourName}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words font-bold text-lg leading-snug">{run.tourName}</h3>
        <RunPhaseBadge phase={phase} large />
      </div>
      <div>
        <p
          className={cn(
            'font-bold text-2xl tabular-nums leading-tight',
            phase === 'overdue' && 'text-warning',
          )}
          data-testid="tour-countdown"
        >
          {countdownText(run, now, undefined, translate)}
        </p>
        <p className="text-muted-foreground text-sm tabular-nums">{windowText(run)}</p>
      </div>
      <div className="space-y-1.5">
        <p className="flex items-baseline gap-1.5">
          <span className="font-bold text-3xl tabular-nums leading-none" data-testid="tour-progress">
            {t('item.progress', { scanned, total })}
          </span>
          <span className="text-muted-foreground">{t('item.checkpoints')}</span>
        </p>
        <ProgressBar
          percent={total === 0 ? 0 : Math.round((scanned / total) * 100)}
          label={t('item.progressLabel', { tour: run.tourName, scanned, total })}
        />
      </div>
      {next && (
        <p className="flex items-start gap-2" data-testid="tour-next">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <Trans
              t={t}
              i18nKey="item.next"
              values={{ name: next.name }}
              components={{ strong: <strong className="font-semibold" /> }}
            />
            {!ordered && <span className="text-muted-foreground"> {t('item.anyOrder')}</span>}
          </span>
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {action}
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link href={tourRunPath(run.guid)} aria-label={t('item.openLabel', { tour: run.tourName })}>
            {t('item.open')}
          </Link>
        </Button>
      </div>
    </li>
  );
}
