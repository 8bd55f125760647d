import { useTranslation } from 'react-i18next';
import type { Alert } from '#core/safety/alert.schema.ts';
import { isOpen } from '#core/safety/alerts.ts';
import { ReportRow } from '#web/components/report-row.tsx';
import { cn } from '#web/lib/cn.ts';
import { useResolutionText } from './resolution-text.ts';

/**
 * Safety alerts as a list for a report (the shift summary, the activity page): what, who and when,
 * linked to the alert's page, with its state; an open one stands out, a resolved one says how.
 */
export function AlertRows({ alerts, time }: { alerts: readonly Alert[]; time: (iso: string) => string }) {
  const { t } = useTranslation('safety');
  const resolution = useResolutionText();
  return (
    <ul className="divide-y divide-border">
      {alerts.map((alert) => (
        <ReportRow
          key={alert.guid}
          href={`/alerts/${alert.guid}`}
          title={`${t('alerts.row', { kind: t(`alert.kind.${alert.kind}`), name: alert.raisedBy.name })}, ${time(alert.raisedAt)}`}
          badge={t(`alert.state.${alert.state}`)}
          badgeClassName={cn(
            'shrink-0 rounded-full px-2 py-0.5 font-semibold text-xs',
            isOpen(alert.state)
              ? 'bg-destructive text-destructive-foreground'
              : 'bg-muted text-muted-foreground',
          )}
          className="print:break-inside-avoid print:py-0.5"
          data-testid="alert-row"
          data-state={alert.state}
        >
          {alert.acknowledgedBy && (
            <p className="text-muted-foreground text-sm">
              {t('alert.event.acknowledged', { name: alert.acknowledgedBy.name })}
              {alert.resolutionNote ? ` · ${resolution(alert.resolutionNote)}` : ''}
            </p>
          )}
        </ReportRow>
      ))}
    </ul>
  );
}
