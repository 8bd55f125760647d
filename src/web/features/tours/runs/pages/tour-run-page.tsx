import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedDay, zonedTimeOfDay } from '#core/common/date-format.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { RecordNotFound } from '#web/components/record-not-found.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Fact } from '#web/components/ui/fact.tsx';
import { ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { TourPlan } from '#web/features/site-plans/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useNow } from '#web/lib/use-now.ts';
import { pendingScans } from '../../guard/api/pending-scans.ts';
import { runWithQueuedScans } from '../../guard/lib/local-run.ts';
import { toursQueryOptions } from '../../settings/api/tours.ts';
import { useTourRun } from '../api/tour-runs.ts';
import { FinishRunButton } from '../components/finish-run-button.tsx';
import { RunCheckpointList } from '../components/run-checkpoint-list.tsx';
import { RunStateBadge } from '../components/run-status-badge.tsx';
import { minutesBetweenText } from '../minutes-text.ts';

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('tours');
  return (
    <>
      <PageHeader title={t('run.title')} backTo="/" />
      <PageBody>{children}</PageBody>
    </>
  );
}

/** A run's window and facts on its marina's clock. */
function RunFacts({ run }: { run: TourRun }) {
  const at = (iso: string) => zonedTimeOfDay(new Date(iso), run.timeZone);
  const gaps = run.minutesBetweenScans;
  const { t } = useTranslation('tours');
  return (
    <dl className="divide-y divide-border text-sm">
      <Fact term={t('run.window')}>
        {zonedDay(new Date(run.windowStart), run.timeZone)}, {at(run.windowStart)}–{at(run.windowEnd)}
      </Fact>
      <Fact term={t('run.startDueBy')}>{at(run.startDueAt)}</Fact>
      {run.startedBy && <Fact term={t('run.startedBy')}>{run.startedBy}</Fact>}
      {run.finishedAt && <Fact term={t('run.finishedAt')}>{at(run.finishedAt)}</Fact>}
      {gaps && <Fact term={t('run.minutesBetween')}>{minutesBetweenText(gaps)}</Fact>}
      <Fact term={t('run.timeZone')}>{run.timeZone}</Fact>
    </dl>
  );
}

/** Whether staff can still end the run: its window has opened and it is not judged. */
const canFinish = (run: TourRun, now: number) =>
  run.finishedAt === null &&
  Date.parse(run.windowStart) <= now &&
  Date.parse(run.windowEnd) > now &&
  (run.status === 'in_progress' || run.status === 'scheduled');

/** /tour-runs/{guid}: one run, each checkpoint scanned, late, missed or out of order (issue 17). */
export function TourRunPage({ params }: SignedInPageProps) {
  const { t } = useTranslation('tours');
  const query = useTourRun(params.guid ?? '');
  const now = useNow();
  const pending = usePendingWrites();
  // Whether the tour asks for its order: the phone judges queued check-ins as the server will.
  const tours = useQuery({ ...toursQueryOptions(query.data?.marinaId ?? ''), enabled: Boolean(query.data) });
  if (query.isLoading) {
    return (
      <Shell>
        <ListSkeleton rows={5} className="h-16" label={t('run.loading')} />
      </Shell>
    );
  }
  const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (!query.data && gone) {
    return (
      <Shell>
        <RecordNotFound title={t('run.notFound')} backTo="/" backLabel={t('run.goToDashboard')}>
          {t('run.notFoundDetail')}
        </RecordNotFound>
      </Shell>
    );
  }
  if (!query.data) {
    return (
      <Shell>
        <ListError title={t('run.loadFailed')} onRetry={() => void query.refetch()} />
      </Shell>
    );
  }
  const ordered = tours.data?.find((tour) => tour.guid === query.data.tourGuid)?.ordered ?? false;
  const { run, queued } = runWithQueuedScans(query.data, pendingScans(pending), { ordered, now });
  const { scanned, total } = run.progress;
  return (
    <Shell>
      <Card>
        <CardContent className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 break-words font-bold text-xl">{run.tourName}</h2>
            <RunStateBadge run={run} now={now} large />
          </div>
          <div>
            <p className="mb-1 font-semibold">{t('run.progress', { scanned, total })}</p>
            <ProgressBar
              percent={total === 0 ? 0 : Math.round((scanned / total) * 100)}
              label={t('run.progressLabel', { scanned, total })}
            />
          </div>
          <RunFacts run={run} />
        </CardContent>
      </Card>
      <TourPlan marinaId={run.marinaId} checkpoints={run.checkpoints} queued={queued} />
      <RunCheckpointList run={run} queued={queued} />
      {canFinish(run, now.getTime()) && <FinishRunButton run={run} />}
    </Shell>
  );
}
