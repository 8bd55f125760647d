import { useTranslation } from 'react-i18next';
import type { TourExceptionReport } from '#core/tours/tour-exceptions.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import { minutesText } from '#web/features/tours/runs/minutes-text.ts';
import { cn } from '#web/lib/cn.ts';

function Figure({ label, value, tone }: { label: string; value: string | number; tone?: 'bad' | 'warn' }) {
  return (
    <div className="min-w-0 rounded-xl bg-muted px-3 py-2 print:border print:border-border print:py-1">
      <dt className="text-muted-foreground text-sm leading-tight">{label}</dt>
      <dd
        className={cn(
          'font-bold text-2xl tabular-nums leading-tight print:text-lg',
          tone === 'bad' && Number(value) > 0 && 'text-destructive',
          tone === 'warn' && Number(value) > 0 && 'text-warning-soft-foreground',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The report's totals: runs by outcome, checkpoint exceptions, minutes between scans. */
export function ReportTotals({ totals }: { totals: TourExceptionReport['totals'] }) {
  const { t } = useTranslation('tourReports');
  const minutes = totals.minutesBetweenScans;
  return (
    <Card className="p-4 print:p-0" aria-labelledby="report-totals" data-testid="report-totals">
      <h2 id="report-totals" className="mb-3 font-bold text-lg print:mb-1 print:text-base">
        {t('totals.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 print:grid-cols-4">
        <Figure label={t('totals.runs')} value={totals.runs} />
        <Figure label={t('totals.completed')} value={totals.completed} />
        <Figure label={t('totals.incomplete')} value={totals.incomplete} tone="bad" />
        <Figure label={t('totals.missedRuns')} value={totals.missedRuns} tone="bad" />
        <Figure label={t('totals.missedCheckpoints')} value={totals.missed} tone="bad" />
        <Figure label={t('totals.lateScans')} value={totals.late} tone="warn" />
        <Figure label={t('totals.outOfOrder')} value={totals.outOfOrder} tone="warn" />
        <Figure label={t('totals.scanned')} value={`${totals.scanned}/${totals.checkpoints}`} />
      </dl>
      <p className="mt-3 text-sm print:mt-1" data-testid="report-minutes">
        <span className="font-semibold">{t('totals.minutesLabel')}</span>{' '}
        {minutes
          ? t('totals.minutes', {
              shortest: minutesText(minutes.shortest),
              average: minutesText(minutes.average),
              longest: minutesText(minutes.longest),
            })
          : t('totals.noMinutes')}
      </p>
      {totals.openRuns > 0 && (
        <p className="mt-1 text-muted-foreground text-sm">{t('totals.open', { count: totals.openRuns })}</p>
      )}
    </Card>
  );
}
