import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertRows, useAlertsInPeriod } from '#web/features/safety/index.ts';
import { summaryTime } from './format.ts';
import { SectionError } from './section-states.tsx';
import { SummarySection } from './summary-section.tsx';

interface SafetyAlertsSectionProps {
  marinaId: string | null;
  /** ISO start of the summary's window. */
  since: string;
  now: Date;
  /** Times on this day show without their date. */
  reference: Date;
}

/**
 * Safety alerts (issue 33): the SOS and missed safety checks raised during the shift, each with
 * its state and who answered it; an admin sees the marina's, a guard their own. Shown only when
 * there is one, so a quiet night's report stays as it was.
 */
export function SafetyAlertsSection({ marinaId, since, now, reference }: SafetyAlertsSectionProps) {
  const { t } = useTranslation('shifts');
  const query = useAlertsInPeriod(marinaId, { from: since, to: now.toISOString() });
  if (marinaId === null || query.isPending || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <SummarySection
      title={t('summary.alerts.title')}
      icon={Siren}
      tone="bg-destructive-soft text-destructive"
      count={query.isSuccess ? query.data.length : undefined}
      testId="summary-safety-alerts"
    >
      {query.isError ? (
        <SectionError text={t('summary.alerts.failed')} onRetry={() => void query.refetch()} />
      ) : (
        <AlertRows alerts={query.data} time={(iso) => summaryTime(iso, reference)} />
      )}
    </SummarySection>
  );
}
