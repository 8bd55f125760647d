import { useQuery } from '@tanstack/react-query';
import { MapPin, QrCode } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { syncedLateAt } from '#core/common/synced-late.ts';
import { allActivitiesQueryOptions, GpsFlagBadges, SyncedLateNote } from '#web/features/activity/index.ts';
import { groupCheckIns, UNKNOWN_LOCATION } from '#web/features/shifts/lib/shift-summary.ts';
import { cn } from '#web/lib/cn.ts';
import { summaryTime } from './format.ts';
import { SectionStates } from './section-states.tsx';
import { SectionEmpty, SectionLink, SummarySection } from './summary-section.tsx';

/** More check-ins than this in one summary are not expected; the section says so if it happens. */
export const SUMMARY_ACTIVITY_MAX = 5000;

interface CheckInsSectionProps {
  marinaId: string | null;
  /** ISO start of the summary's window. */
  since: string;
  /** Times on this day show without their date. */
  reference: Date;
}

/** Check-Ins: per location sorted by name, the times ascending with bullets (spec 001 section 2). */
export function CheckInsSection({ marinaId, reference, since }: CheckInsSectionProps) {
  const { t } = useTranslation('shifts');
  const query = useQuery({
    ...allActivitiesQueryOptions(
      { marinaId: marinaId ?? '', type: 'patrol_check', since },
      SUMMARY_ACTIVITY_MAX,
    ),
    enabled: marinaId !== null,
  });
  const groups = useMemo(() => groupCheckIns(query.data?.activities ?? []), [query.data]);
  const total = groups.reduce((n, g) => n + g.times.length, 0);

  return (
    <SummarySection
      title={t('summary.checkIns.title')}
      icon={QrCode}
      tone="bg-primary-soft text-primary-soft-foreground"
      count={query.isSuccess ? total : undefined}
      testId="summary-check-ins"
    >
      <SectionStates
        reads={[query]}
        waiting={marinaId === null}
        rows={3}
        failed={t('summary.checkIns.failed')}
      >
        {groups.length === 0 ? (
          <SectionEmpty
            text={t('summary.checkIns.empty')}
            action={
              <SectionLink href="/locations" icon={MapPin}>
                {t('summary.checkIns.startPatrol')}
              </SectionLink>
            }
          />
        ) : (
          <ul className="divide-y divide-border print:columns-2 print:gap-8 print:divide-y-0">
            {groups.map((group) => {
              const name =
                !group.locationId && group.name === UNKNOWN_LOCATION
                  ? t('summary.unknownLocation')
                  : group.name;
              return (
                <li
                  key={group.locationId ?? 'none'}
                  className="py-2.5 first:pt-0 last:pb-0 print:break-inside-avoid print:pt-0 print:pb-1"
                  data-testid="check-in-group"
                  data-location={group.name}
                >
                  <div className="flex items-baseline justify-between gap-2">
                    {group.locationId ? (
                      <Link
                        href={`/location/${group.locationId}`}
                        className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline print:min-h-0 print:text-foreground"
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className="font-semibold">{name}</span>
                    )}
                    <span className="text-muted-foreground text-sm tabular-nums print:hidden">
                      {group.times.length}×
                    </span>
                  </div>
                  <ul
                    className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums"
                    aria-label={t('summary.checkIns.timesAt', { location: name })}
                  >
                    {group.checks.map((check, i) => (
                      <li
                        // biome-ignore lint/suspicious/noArrayIndexKey: two check-ins may share a time
                        key={`${check.timestamp}-${i}`}
                        className="flex items-center gap-1.5 whitespace-nowrap"
                        data-flagged={check.flags.length > 0 || undefined}
                      >
                        <span
                          aria-hidden="true"
                          className={cn(
                            'size-1.5 rounded-full bg-primary print:bg-foreground',
                            check.flags.length > 0 && 'bg-warning',
                          )}
                        />
                        {summaryTime(check.timestamp, reference)}
                      </li>
                    ))}
                  </ul>
                  {group.checks
                    .filter((check) => syncedLateAt(check.timestamp, check.receivedAt))
                    .map((check, i) => (
                      <p
                        // biome-ignore lint/suspicious/noArrayIndexKey: two check-ins may share a time
                        key={`synced-${check.timestamp}-${i}`}
                        className="mt-1 flex flex-wrap items-center gap-1.5 text-sm tabular-nums"
                      >
                        <span className="text-muted-foreground">
                          {summaryTime(check.timestamp, reference)}
                        </span>
                        <SyncedLateNote timestamp={check.timestamp} receivedAt={check.receivedAt} />
                      </p>
                    ))}
                  {group.checks
                    .filter((check) => check.flags.length > 0)
                    .map((check, i) => (
                      <p
                        // biome-ignore lint/suspicious/noArrayIndexKey: two check-ins may share a time
                        key={`${check.timestamp}-${i}`}
                        className="mt-1 flex flex-wrap items-center gap-1.5 text-sm tabular-nums"
                      >
                        <span className="text-muted-foreground">
                          {summaryTime(check.timestamp, reference)}
                        </span>
                        <GpsFlagBadges
                          variant="inline"
                          flags={check.flags}
                          distance={check.distance}
                          accuracy={check.accuracy}
                        />
                      </p>
                    ))}
                </li>
              );
            })}
          </ul>
        )}
      </SectionStates>
    </SummarySection>
  );
}
