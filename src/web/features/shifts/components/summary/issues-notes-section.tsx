import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, MessageSquare, RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PhotoStrip } from '#web/components/photo-strip.tsx';
import {
  ACTIVITY_TEXT_NAMESPACES,
  allActivitiesQueryOptions,
  shownComment,
} from '#web/features/activity/index.ts';
import { issuesAndNotes } from '#web/features/shifts/lib/shift-summary.ts';
import { cn } from '#web/lib/cn.ts';
import { SUMMARY_ACTIVITY_MAX } from './check-ins-section.tsx';
import { summaryTime } from './format.ts';
import { SectionStates } from './section-states.tsx';
import { SectionEmpty, SummarySection } from './summary-section.tsx';

const NOTE = { kind: 'note', icon: MessageSquare, tone: 'text-primary' } as const;

/** How each activity type is shown (its name: `shifts:summary.issuesNotes.<kind>`); any other type as a note. */
const KINDS: Partial<
  Record<
    string,
    { kind: 'note' | 'issueCreated' | 'issue' | 'issueUpdated'; icon: typeof AlertTriangle; tone: string }
  >
> = {
  issue_created: { kind: 'issueCreated', icon: AlertTriangle, tone: 'text-destructive' },
  issue: { kind: 'issue', icon: AlertTriangle, tone: 'text-destructive' },
  issue_updated: { kind: 'issueUpdated', icon: RefreshCw, tone: 'text-warning' },
  comment: NOTE,
};

interface IssuesNotesSectionProps {
  marinaId: string | null;
  since: string;
  /** Times on this day show without their date. */
  reference: Date;
}

/**
 * Issues & Notes: the issues reported or changed and the notes written during the shift, oldest
 * first. The spec's sections leave these out; a daily activity report without its incidents
 * would not be one (issue 5: the summary shows the issue the guard reported).
 */
export function IssuesNotesSection({ marinaId, reference, since }: IssuesNotesSectionProps) {
  // The activity texts' namespaces too: the changes of an issue are shown in words (shownComment).
  const { t } = useTranslation(['shifts', ...ACTIVITY_TEXT_NAMESPACES]);
  const enabled = marinaId !== null;
  const issues = useQuery({
    ...allActivitiesQueryOptions({ marinaId: marinaId ?? '', type: 'issue', since }, SUMMARY_ACTIVITY_MAX),
    enabled,
  });
  const notes = useQuery({
    ...allActivitiesQueryOptions({ marinaId: marinaId ?? '', type: 'comment', since }, SUMMARY_ACTIVITY_MAX),
    enabled,
  });
  const entries = useMemo(
    () => issuesAndNotes([...(issues.data?.activities ?? []), ...(notes.data?.activities ?? [])]),
    [issues.data, notes.data],
  );

  return (
    <SummarySection
      title={t('summary.issuesNotes.title')}
      icon={AlertTriangle}
      tone="bg-destructive-soft text-destructive"
      count={issues.isSuccess && notes.isSuccess ? entries.length : undefined}
      testId="summary-issues-notes"
    >
      <SectionStates
        reads={[issues, notes]}
        waiting={!enabled}
        rows={2}
        failed={t('summary.issuesNotes.failed')}
      >
        {entries.length === 0 ? (
          <SectionEmpty text={t('summary.issuesNotes.empty')} />
        ) : (
          <ul className="divide-y divide-border">
            {entries.map((a) => {
              const kind = KINDS[a.type] ?? NOTE;
              const Icon = kind.icon;
              const label = t(`summary.issuesNotes.${kind.kind}`);
              return (
                <li
                  key={a.guid}
                  className="flex gap-3 py-2.5 first:pt-0 last:pb-0 print:break-inside-avoid print:py-0.5"
                  data-testid="issue-note"
                >
                  <Icon className={cn('mt-0.5 size-5 shrink-0 print:hidden', kind.tone)} aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-semibold">{label}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {a.timestamp ? summaryTime(a.timestamp, reference) : ''}
                      </span>
                      {a.locationName &&
                        (a.locationId ? (
                          <Link
                            href={`/location/${a.locationId}`}
                            className="text-primary underline-offset-2 hover:underline print:text-foreground"
                          >
                            {a.locationName}
                          </Link>
                        ) : (
                          <span>{a.locationName}</span>
                        ))}
                    </p>
                    <p className="whitespace-pre-wrap break-words">{shownComment(a.type, a.comment) ?? ''}</p>
                    <PhotoStrip
                      photos={a.photos ?? []}
                      subject={
                        a.locationName
                          ? t('summary.issuesNotes.photoSubject', { kind: label, location: a.locationName })
                          : label
                      }
                      className="mt-1.5 print:mt-1"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SectionStates>
    </SummarySection>
  );
}
