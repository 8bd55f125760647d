import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { timeOfDay } from '#core/common/date-format.ts';
import { Card } from '#web/components/ui/card.tsx';
import { AlertRows, useAlertsInPeriod } from '#web/features/safety/index.ts';
import { relativeAgeText } from '../lib/activity-text.ts';

/**
 * The period's safety alerts above the feed (issue 33): an SOS or a missed check is what the
 * period's activity is read for first. An admin sees the marina's, a guard their own; nothing is
 * shown when there is none.
 */
export function SafetyAlertsCard({
  marinaId,
  since,
}: {
  marinaId: string | null;
  since: string | undefined;
}) {
  const { t } = useTranslation('activity');
  const query = useAlertsInPeriod(marinaId, { from: since });
  if (!query.data?.length && !query.isError) return null;
  return (
    <Card className="p-4" aria-labelledby="safety-alerts-title" data-testid="activity-safety-alerts">
      <h2 id="safety-alerts-title" className="mb-2 flex items-center gap-2 font-bold text-[1.0625rem]">
        <Siren className="size-5 text-destructive" aria-hidden="true" />
        {t('alerts.title')}
        {query.data && (
          <span className="rounded-full bg-muted px-2 py-0.5 font-semibold text-muted-foreground text-sm tabular-nums">
            {query.data.length}
          </span>
        )}
      </h2>
      {query.isError ? (
        <p className="text-destructive text-sm">{t('alerts.failed')}</p>
      ) : (
        <AlertRows
          alerts={query.data ?? []}
          time={(iso) => `${timeOfDay(new Date(iso))} · ${relativeAgeText(iso)}`}
        />
      )}
    </Card>
  );
}
