import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, CircleDashed, ClipboardCheck, ClipboardList, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { summaryOccupancyState } from '#core/occupancy/occupancy.ts';
import { allActivitiesQueryOptions } from '#web/features/activity/index.ts';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useOccupancyChecklists } from '#web/features/occupancy/index.ts';
import { cn } from '#web/lib/cn.ts';
import { SUMMARY_ACTIVITY_MAX } from './check-ins-section.tsx';
import { summaryTime } from './format.ts';
import { occupancyCommentText } from './occupancy-comment.ts';
import { SectionStates } from './section-states.tsx';
import { SectionEmpty, SectionLink, SummarySection } from './summary-section.tsx';

interface OccupancySectionProps {
  marinaId: string | null;
  /** The active shift's start; null: no shift, the last 20 hours count. */
  shiftStart: string | null;
  /** ISO start of the summary's window (the shift start or 20 hours ago). */
  since: string;
  /** Times on this day show without their date. */
  reference: Date;
  /** The summary's 'now' for the 20-hour rule. */
  now: Date;
}

function ViewLocation({ guid, name }: { guid: string; name: string }) {
  const { t } = useTranslation('shifts');
  return (
    <Link
      href={`/location/${guid}`}
      aria-label={t('summary.occupancy.viewLocationOf', { name })}
      className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-lg px-2 font-semibold text-primary text-sm hover:bg-primary-soft print:hidden"
    >
      {t('summary.occupancy.viewLocation')}
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/**
 * Occupancy Checklists: one line per occupancy-enabled location with the finalized comment, or
 * 'Not started' / 'Not finalized' and a View Location link. A checklist counts when it started at
 * or after the shift start, or within the last 20 hours when no shift is active (spec 001 s. 4).
 */
export function OccupancySection({ marinaId, shiftStart, since, now, reference }: OccupancySectionProps) {
  const { t } = useTranslation('shifts');
  const locations = useMarinaLocations(marinaId);
  const checklists = useOccupancyChecklists(marinaId);
  // The finalize activity carries the summary comment written when the checklist was finalized.
  const activities = useQuery({
    ...allActivitiesQueryOptions(
      { marinaId: marinaId ?? '', type: 'checklist', since },
      SUMMARY_ACTIVITY_MAX,
    ),
    enabled: marinaId !== null,
  });

  const places = sortByName((locations.data ?? []).filter((l) => l.hasOccupancy));
  const rows = places.map((place) => ({
    place,
    state: summaryOccupancyState(checklists.data ?? [], place.guid, shiftStart, now),
  }));
  const finalizedCount = rows.filter((r) => r.state.state === 'finalized').length;
  const commentOf = (checklistGuid: string): string | null =>
    activities.data?.activities.find((a) => a.occupancyChecklistId === checklistGuid && a.comment)?.comment ??
    null;

  return (
    <SummarySection
      title={t('summary.occupancy.title')}
      icon={ClipboardCheck}
      tone="bg-success-soft text-success"
      count={
        locations.isSuccess && checklists.isSuccess
          ? t('summary.occupancy.count', { finalized: finalizedCount, total: places.length })
          : undefined
      }
      testId="summary-occupancy"
    >
      <SectionStates
        reads={[locations, checklists]}
        waiting={marinaId === null}
        rows={2}
        failed={t('summary.occupancy.failed')}
      >
        {places.length === 0 ? (
          <SectionEmpty text={t('summary.occupancy.none')} action={<ViewChecklists />} />
        ) : (
          <>
            <ul className="divide-y divide-border">
              {rows.map(({ place, state }) => {
                let status: ReactNode;
                if (state.state === 'finalized') {
                  const c = state.checklist;
                  const counts = {
                    present: c.presentCount,
                    notPresent: c.totalCount - c.presentCount,
                    total: c.totalCount,
                  };
                  const comment = occupancyCommentText(commentOf(c.guid), counts);
                  const time = c.finalized ? summaryTime(c.finalized, reference) : '';
                  const name = c.finalizedBy;
                  status = (
                    <div className="mt-0.5 min-w-0">
                      <p className="break-words">{comment}</p>
                      <p className="text-muted-foreground text-sm">
                        {time && name
                          ? t('summary.occupancy.finalizedAtBy', { time, name })
                          : time
                            ? t('summary.occupancy.finalizedAt', { time })
                            : name
                              ? t('summary.occupancy.finalizedBy', { name })
                              : t('summary.occupancy.finalized')}
                      </p>
                    </div>
                  );
                }
                return (
                  <li
                    key={place.guid}
                    className="flex gap-2.5 py-3 first:pt-0 last:pb-0 print:break-inside-avoid print:py-1"
                    data-testid="occupancy-row"
                    data-location={place.name}
                  >
                    <StateIcon state={state.state} />
                    <div className="min-w-0 flex-1">
                      <div className="flex items-start justify-between gap-2">
                        <span className="min-w-0 break-words font-semibold">{place.name}</span>
                        <Badge
                          tone={
                            state.state === 'finalized'
                              ? 'success'
                              : state.state === 'not_finalized'
                                ? 'warning'
                                : 'muted'
                          }
                        >
                          {state.state === 'finalized'
                            ? t('summary.occupancy.finalized')
                            : state.state === 'not_finalized'
                              ? t('summary.occupancy.notFinalized')
                              : t('summary.occupancy.notStarted')}
                        </Badge>
                      </div>
                      {status ?? (
                        // In print the badge says it: a dock not started takes one line of the sheet.
                        <div
                          className={cn(
                            'flex items-center justify-between gap-2',
                            state.state === 'not_started' && 'print:hidden',
                          )}
                        >
                          <p className="text-muted-foreground text-sm">
                            {state.state === 'not_finalized'
                              ? t('summary.occupancy.startedOpen', {
                                  time: summaryTime(state.checklist.started, reference),
                                })
                              : t('summary.occupancy.noChecklist')}
                          </p>
                          <ViewLocation guid={place.guid} name={place.name} />
                        </div>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {finalizedCount === 0 && (
              <div className="mt-4 border-border border-t pt-4 print:hidden">
                <ViewChecklists />
              </div>
            )}
          </>
        )}
      </SectionStates>
    </SummarySection>
  );
}

function ViewChecklists() {
  const { t } = useTranslation('shifts');
  return (
    <SectionLink href="/checklists" icon={ClipboardList}>
      {t('summary.occupancy.viewChecklists')}
    </SectionLink>
  );
}

function StateIcon({ state }: { state: 'finalized' | 'not_finalized' | 'not_started' }) {
  const Icon = state === 'finalized' ? CheckCircle2 : state === 'not_finalized' ? Clock : CircleDashed;
  return (
    <Icon
      className={cn(
        'mt-0.5 size-5 shrink-0',
        state === 'finalized'
          ? 'text-success'
          : state === 'not_finalized'
            ? 'text-warning'
            : 'text-muted-foreground',
      )}
      aria-hidden="true"
    />
  );
}

function Badge({ tone, children }: { tone: 'success' | 'warning' | 'muted'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-sm print:border print:border-foreground print:bg-transparent print:text-foreground',
        tone === 'success' && 'bg-success-soft text-success',
        tone === 'warning' && 'bg-warning-soft text-warning',
        tone === 'muted' && 'bg-muted text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}
