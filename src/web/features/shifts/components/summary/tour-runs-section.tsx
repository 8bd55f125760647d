import { ChartNoAxesColumn, Route as RouteIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { closesAtIso } from '#core/tours/run-progress.ts';
import type { TourRunSummary } from '#core/tours/tour-run.schema.ts';
import { ReportRow } from '#web/components/report-row.tsx';
import {
  RunCheckpoints,
  RunStateBadge,
  TOUR_EXCEPTIONS_PATH,
  tourRunPath,
  useTourRun,
  useTourRuns,
} from '#web/features/tours/index.ts';
import { summaryTime } from './format.ts';
import { SectionError } from './section-states.tsx';
import { SummarySection } from './summary-section.tsx';

const HOUR = 3_600_000;
/** A run's window is at most grace + duration long: 24 + 24 hours (decision 0027). */
const LONGEST_RUN = 48 * HOUR;
/** The runs list answers at most 31 days. */
const LIST_SPAN = 31 * 24 * HOUR - 60_000;
/** Runs whose checkpoints are read to name their exceptions; later ones say their counts only. */
const DETAILED_RUNS_MAX = 20;

const hasExceptions = ({ exceptions: e }: TourRunSummary) => e.missed + e.late + e.outOfOrder > 0;

/** A run's missed, late and out-of-order checkpoints, read with the run (the list has none). */
function RunExceptions({ run, reference }: { run: TourRunSummary; reference: Date }) {
  const detail = useTourRun(run.guid);
  if (!detail.data) return null;
  return (
    <div className="mt-1">
      <RunCheckpoints
        checkpoints={detail.data.checkpoints}
        time={(iso) => summaryTime(iso, reference)}
        exceptionsOnly
      />
    </div>
  );
}

interface TourRunsSectionProps {
  marinaId: string | null;
  /** ISO start of the summary's window. */
  since: string;
  now: Date;
  /** Times on this day show without their date. */
  reference: Date;
  /** Admins get a link to the exception report. */
  showReport: boolean;
}

/**
 * Tour Runs (issue 17 item 5): the marina's runs whose window overlaps the shift, each with its
 * progress and its missed checkpoints highlighted, late and out-of-order ones marked. Shown only
 * when there is a run to show. The spec's
 * sections predate tours; a guard's rounds belong in the report of their shift.
 */
export function TourRunsSection({ marinaId, since, now, reference, showReport }: TourRunsSectionProps) {
  const { t } = useTranslation(['shifts', 'tourReports']);
  const start = Date.parse(since);
  const from = new Date(Math.max(start - LONGEST_RUN, now.getTime() - LIST_SPAN)).toISOString();
  const query = useTourRuns(
    { marinaId: marinaId ?? '', from, to: now.toISOString() },
    { enabled: marinaId !== null },
  );
  const runs = useMemo(
    () =>
      (query.data ?? []).filter(
        (run) => Date.parse(closesAtIso(run)) > start && Date.parse(run.windowStart) < now.getTime(),
      ),
    [query.data, start, now],
  );

  const detailed = new Set(
    runs
      .filter(hasExceptions)
      .slice(0, DETAILED_RUNS_MAX)
      .map((run) => run.guid),
  );

  // A marina that walks no tours (or none during this shift) gets no section: the spec's report
  // stays as it was, on screen and on its one sheet of paper.
  if (marinaId === null || query.isPending || (query.isSuccess && runs.length === 0)) return null;
  let content: ReactNode;
  if (query.isError)
    content = <SectionError text={t('summary.tourRuns.failed')} onRetry={() => void query.refetch()} />;
  else {
    content = (
      <ul className="divide-y divide-border">
        {runs.map((run) => (
          <ReportRow
            key={run.guid}
            href={tourRunPath(run.guid)}
            title={`${run.tourName}, ${summaryTime(run.windowStart, reference)}`}
            badge={<RunStateBadge run={run} now={now} />}
            // On paper a run takes one line: name and time, progress, state (exceptions below).
            className="print:flex print:break-inside-avoid print:flex-wrap print:items-baseline print:gap-x-3 print:py-0.5"
            titleLineClassName="print:contents"
            badgeClassName="print:order-last print:ml-auto"
            data-testid="summary-tour-run"
            data-status={run.status}
          >
            <p className="text-muted-foreground text-sm tabular-nums">
              {t('tourReports:run.checkpoints', {
                scanned: run.progress.scanned,
                total: run.progress.total,
              })}
            </p>
            {detailed.has(run.guid) && (
              <div className="print:order-last print:basis-full">
                <RunExceptions run={run} reference={reference} />
              </div>
            )}
          </ReportRow>
        ))}
      </ul>
    );
  }

  return (
    <SummarySection
      title={t('summary.tourRuns.title')}
      icon={RouteIcon}
      tone="bg-primary-soft text-primary-soft-foreground"
      count={query.isSuccess ? runs.length : undefined}
      testId="summary-tour-runs"
    >
      {content}
      {showReport && (
        <Link
          href={TOUR_EXCEPTIONS_PATH}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-2 hover:underline print:hidden"
        >
          <ChartNoAxesColumn className="size-5" aria-hidden="true" />
          {t('summary.tourRuns.report')}
        </Link>
      )}
    </SummarySection>
  );
}
