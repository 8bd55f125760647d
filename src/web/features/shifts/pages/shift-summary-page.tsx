import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminOf } from '#core/auth/permissions.ts';
import { personName } from '#core/common/person-name.ts';
import { summaryWindowStart } from '#core/occupancy/occupancy.ts';
import { HeaderPrintButton } from '#web/components/header-action.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { lastEndedShift } from '#web/features/shifts/lib/shift-time.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useActiveShift } from '../api/get-active-shift.ts';
import { useMarinaShifts } from '../api/get-shifts.ts';
import { ShiftCardError } from '../components/shift-status-card.tsx';
import { CheckInsSection } from '../components/summary/check-ins-section.tsx';
import { IssuesNotesSection } from '../components/summary/issues-notes-section.tsx';
import { MeterReadsSection } from '../components/summary/meter-reads-section.tsx';
import { OccupancySection } from '../components/summary/occupancy-section.tsx';
import { SafetyAlertsSection } from '../components/summary/safety-alerts-section.tsx';
import { SectionSkeleton } from '../components/summary/section-states.tsx';
import {
  PreviousShiftQuestionsSection,
  ShiftQuestionsSection,
} from '../components/summary/shift-questions-section.tsx';
import { SummaryHeader } from '../components/summary/summary-header.tsx';
import { TourRunsSection } from '../components/summary/tour-runs-section.tsx';

/**
 * /shift-summary (spec 001 section 2): what happened during the active shift (or, with none
 * active, the last 20 hours) at the marina, section by section, and a clean printed report.
 */
export function ShiftSummaryPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('shifts');
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const active = useActiveShift();
  const shift = active.data?.shift ?? null;
  // Previous Shift Questions come from the last shift ended at this marina, never another one.
  const shifts = useMarinaShifts(isResolving ? null : marinaId, active.isSuccess && shift === null);
  const noMarina = !isResolving && marinaId === null;
  const previous = shifts.isSuccess
    ? lastEndedShift(shifts.data)
    : shifts.isError || noMarina
      ? null
      : undefined;
  const headerShift = active.isPending ? undefined : (shift ?? previous);

  // The window starts at the active shift's start, else 20 hours before the page opened.
  const shiftStart = shift?.startTime ?? null;
  const now = useMemo(() => new Date(), []);
  const since = useMemo(() => summaryWindowStart(shiftStart, now).toISOString(), [shiftStart, now]);
  // Times on the shift's first day (or today, without a shift) show without their date.
  const reference = useMemo(() => (shiftStart ? new Date(shiftStart) : now), [shiftStart, now]);
  const dataMarinaId = isResolving ? null : (shift?.marinaId ?? marinaId);
  const ready = active.isSuccess;

  return (
    <>
      <PageHeader
        title={t('summary.title')}
        subtitle={marina?.name}
        backTo="/"
        actions={
          <HeaderPrintButton label={t('summary.print')} title={t('summary.title')} disabled={!ready} />
        }
      />
      <PageBody className="shift-summary print:max-w-none print:space-y-3 print:p-0">
        {active.isError ? (
          <ShiftCardError onRetry={() => void active.refetch()} />
        ) : (
          <SummaryHeader
            shift={headerShift}
            active={shift !== null}
            marinaName={marina?.name ?? null}
            marinaPlace={marina?.location ?? null}
            guardName={personName(user)}
            now={now}
          />
        )}
        {!ready ? (
          <SectionSkeleton rows={4} />
        ) : (
          <>
            <SafetyAlertsSection marinaId={dataMarinaId} since={since} now={now} reference={reference} />
            <CheckInsSection marinaId={dataMarinaId} since={since} reference={reference} />
            <TourRunsSection
              marinaId={dataMarinaId}
              since={since}
              now={now}
              reference={reference}
              showReport={dataMarinaId !== null && isAdminOf(user.permissions, dataMarinaId)}
            />
            <OccupancySection
              marinaId={dataMarinaId}
              shiftStart={shiftStart}
              since={since}
              now={now}
              reference={reference}
            />
            <MeterReadsSection marinaId={dataMarinaId} since={since} reference={reference} />
            <IssuesNotesSection marinaId={dataMarinaId} since={since} reference={reference} />
            {shift ? (
              <ShiftQuestionsSection shift={shift} />
            ) : (
              <PreviousShiftQuestionsSection shift={previous} />
            )}
          </>
        )}
      </PageBody>
    </>
  );
}
