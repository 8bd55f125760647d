import { Gauge, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { isMeterType } from '#core/meters/record-rules.ts';
import { UnitSuffix } from '#web/components/unit-suffix.tsx';
import {
  groupMeterReads,
  readingMissing,
  summaryReadingText,
  summaryReadingTime,
  UNKNOWN_LOCATION,
} from '#web/features/shifts/lib/shift-summary.ts';
import { cn } from '#web/lib/cn.ts';
import { useSummaryMeterReads } from './api/get-summary-meter-reads.ts';
import { summaryTime } from './format.ts';
import { SectionStates } from './section-states.tsx';
import { SectionEmpty, SectionLink, SummarySection } from './summary-section.tsx';

interface MeterReadsSectionProps {
  marinaId: string | null;
  /** ISO start of the summary's window. */
  since: string;
  /** Times on this day show without their date. */
  reference: Date;
}

/**
 * Meter Reads: grouped by parent location and capitalised meter type; each line shows the
 * location, the time, the reading and the optional comment (the reading's notes).
 */
export function MeterReadsSection({ marinaId, reference, since }: MeterReadsSectionProps) {
  const { t } = useTranslation('shifts');
  const query = useSummaryMeterReads(marinaId, since);
  const groups = useMemo(() => groupMeterReads(query.data ?? []), [query.data]);
  /** The group's capitalised meter type ('Power') in the user's language; another type as it is. */
  const meterTypeName = (type: string) => {
    const known = type.toLowerCase();
    return isMeterType(known) ? t(`summary.meterReads.type.${known}`) : type;
  };

  return (
    <SummarySection
      title={t('summary.meterReads.title')}
      icon={Gauge}
      tone="bg-success-soft text-success"
      count={query.isSuccess ? query.data.length : undefined}
      testId="summary-meter-reads"
    >
      <SectionStates
        reads={[query]}
        waiting={marinaId === null}
        rows={2}
        failed={t('summary.meterReads.failed')}
      >
        {groups.length === 0 ? (
          <SectionEmpty
            text={t('summary.meterReads.empty')}
            action={
              <SectionLink href="/locations" icon={MapPin}>
                {t('summary.meterReads.record')}
              </SectionLink>
            }
          />
        ) : (
          <div className="space-y-5 print:space-y-2">
            {groups.map((group) => (
              <section key={group.guid ?? 'none'} data-testid="meter-group" data-parent={group.name}>
                <h3 className="font-bold text-base">
                  {!group.guid && group.name === UNKNOWN_LOCATION ? t('summary.unknownLocation') : group.name}
                </h3>
                {group.types.map((type) => (
                  <div key={type.type} className="mt-2 print:mt-0.5">
                    <h4 className="mb-1 font-semibold text-muted-foreground text-sm uppercase tracking-wide">
                      {meterTypeName(type.type)}
                    </h4>
                    <ul className="divide-y divide-border rounded-xl border border-border print:rounded-none print:border-0 print:divide-y-0">
                      {type.readings.map((r) => {
                        const missing = readingMissing(r.reading);
                        const text = missing
                          ? t('summary.meterReads.needsTranscription')
                          : summaryReadingText(r.reading);
                        return (
                          <li
                            key={r.guid}
                            className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 px-3 py-2 print:grid-cols-[minmax(0,9rem)_7rem_minmax(0,1fr)_auto] print:px-0 print:py-0"
                            data-testid="meter-line"
                          >
                            <span className="min-w-0 truncate font-medium print:order-1">
                              {r.location?.name ?? t('summary.unknownLocation')}
                            </span>
                            <span
                              className={cn(
                                'text-right tabular-nums print:order-4',
                                missing
                                  ? 'font-semibold text-sm text-warning'
                                  : 'font-bold text-lg print:text-base',
                              )}
                            >
                              <span>{text}</span>
                              {!missing && <UnitSuffix symbol={readingUnitSymbol(r.unit)} />}
                            </span>
                            <span className="text-muted-foreground text-sm tabular-nums print:order-2">
                              {summaryTime(summaryReadingTime(r), reference)}
                            </span>
                            <span className="col-span-2 whitespace-pre-wrap break-words text-sm empty:hidden print:order-3 print:col-span-1 print:block">
                              {r.notes ?? ''}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
          </div>
        )}
      </SectionStates>
    </SummarySection>
  );
}
