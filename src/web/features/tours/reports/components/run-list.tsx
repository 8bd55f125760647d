import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ReportRun } from '#core/tours/tour-exceptions.schema.ts';
import { UNNAMED_GUARD } from '#core/tours/tour-exceptions.ts';
import { tourRunPath } from '#core/tours/tour-run-screen.ts';
import { RunStatusBadge } from '#web/features/tours/runs/components/run-status-badge.tsx';
import { minutesBetweenText } from '#web/features/tours/runs/minutes-text.ts';
import { marinaDateTime, marinaTime } from '../format.ts';
import { RunCheckpoints } from './run-checkpoints.tsx';

/** One run of the report: when, which tour, outcome, who walked it, and its exceptions. */
function RunCard({ run, timeZone }: { run: ReportRun; timeZone: string }) {
  const { t } = useTranslation('tourReports');
  const m = run.minutesBetweenScans;
  const guards = run.guards.map((name) => (name === UNNAMED_GUARD ? t('checkpoints.unnamedGuard') : name));
  return (
    <li
      className="rounded-2xl border border-border bg-surface p-3 shadow-sm print:break-inside-avoid print:rounded-none print:border-0 print:border-border print:border-t print:p-0 print:pt-1"
      data-testid="report-run"
      data-status={run.status}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Link
            href={tourRunPath(run.guid)}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline print:min-h-0 print:text-foreground"
          >
            {run.tourName}, {marinaDateTime(run.windowStart, timeZone)}
            <ChevronRight className="size-4 shrink-0 print:hidden" aria-hidden="true" />
          </Link>
          <p className="text-muted-foreground text-sm">
            {t('run.checkpoints', { scanned: run.progress.scanned, total: run.progress.total })}
            {' · '}
            {guards.length > 0 ? guards.join(', ') : t('run.nobody')}
          </p>
          {m && (
            <p className="text-muted-foreground text-sm tabular-nums">
              {t('run.betweenScans', { minutes: minutesBetweenText(m) })}
            </p>
          )}
        </div>
        <RunStatusBadge status={run.status} />
      </div>
      <div className="mt-1">
        <RunCheckpoints
          checkpoints={run.checkpoints}
          time={(iso) => marinaTime(iso, timeZone)}
          exceptionsOnly
        />
      </div>
    </li>
  );
}

/** The runs of the report in window order. */
export function RunList({ runs, timeZone }: { runs: readonly ReportRun[]; timeZone: string }) {
  return (
    <ul className="space-y-2 print:space-y-1" data-testid="report-runs">
      {runs.map((run) => (
        <RunCard key={run.guid} run={run} timeZone={timeZone} />
      ))}
    </ul>
  );
}
