import { useQuery } from '@tanstack/react-query';
import { Activity as ActivityGlyph, ChevronDown, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT } from '#core/activity/activity-constants.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty, ListError } from '#web/components/ui/list-states.tsx';
import { activitiesCsv, activitiesFileName } from '#web/features/activity/lib/activity-csv.ts';
import {
  CLEARED_FEED_FILTERS,
  DEFAULT_FEED_FILTERS,
  type FeedFilters,
  feedStats,
  isClearedFilters,
  statText,
  timeFilterStart,
  typeParam,
} from '#web/features/activity/lib/feed-filters.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { downloadText } from '#web/lib/download-text.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import { allActivitiesQueryOptions, fetchAllActivities, useActivityFeed } from '../api/get-activities.ts';
import { useMeterReadCount } from '../api/get-meter-read-count.ts';
import { ActivityList } from '../components/activity-list.tsx';
import { FeedToolbar } from '../components/feed-toolbar.tsx';
import { SafetyAlertsCard } from '../components/safety-alerts-card.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { isUnauthorized, useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect.ts';

/** The stat cards count a sample of up to 500 activities of the period (one call). */
const STATS_SAMPLE = FEED_MAX_LIMIT;
/** Export takes every matching activity, page by page, up to this many rows. */
export const EXPORT_MAX_ROWS = 10_000;

/** '23 activities'; '50+ activities' when more can be loaded. */
const countText = (n: number, more: boolean) =>
  more ? i18n.t('activity:page.countMore', { count: n }) : i18n.t('activity:page.count', { count: n });

/** /activity (spec 001 section 2): stat cards, type and time filters, the paged feed, Clear and Export. */
export function ActivityPage(_props: SignedInPageProps) {
  const { t } = useTranslation(['activity', 'common']);
  const { marinaId, isResolving } = useCurrentMarina();
  const [filters, setFilters] = useState<FeedFilters>(DEFAULT_FEED_FILTERS);
  const [exporting, setExporting] = useState(false);

  // `since` is fixed when a time filter is chosen, so the query key stays the same while shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice of the filter takes a new 'now'
  const since = useMemo(() => timeFilterStart(filters.time)?.toISOString(), [filters.time, filters.type]);
  const params = marinaId ? { marinaId, type: typeParam(filters.type), since } : null;

  const feed = useActivityFeed(params && { ...params, limit: FEED_DEFAULT_LIMIT }, 'throw');
  const stats = useQuery({
    ...allActivitiesQueryOptions({ marinaId: marinaId ?? '', since }, STATS_SAMPLE, 'throw'),
    enabled: marinaId !== null,
  });
  const meterCount = useMeterReadCount(marinaId, 'throw');
  const signedOut = useUnauthorizedRedirect([feed.error, stats.error, meterCount.error]);

  const activities = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);
  const counts = stats.data ? feedStats(stats.data.activities) : null;
  const statsLoading = isResolving || (marinaId !== null && stats.isPending);
  const loading = isResolving || (marinaId !== null && feed.isPending);
  const nothingYet = isClearedFilters(filters);
  const empty = nothingYet ? t('page.noActivity') : t('page.noMatch');

  const reset = () => setFilters(CLEARED_FEED_FILTERS);

  async function exportCsv() {
    if (!params) return;
    setExporting(true);
    try {
      const { activities: rows, truncated } = await fetchAllActivities(params, EXPORT_MAX_ROWS, {
        on401: 'throw',
      });
      downloadText(activitiesCsv(rows), activitiesFileName(filters), 'text/csv;charset=utf-8');
      toast({
        title: t('export.ready'),
        description: truncated
          ? t('export.truncated', { count: rows.length })
          : t('export.done', { count: rows.length }),
        variant: 'success',
      });
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({ title: t('common:error'), description: errorMessage(error, t('export.failed')) });
      }
    } finally {
      setExporting(false);
    }
  }

  let summary: string = t('page.loadingSummary');
  if (!loading && feed.isError) summary = '';
  else if (!loading) summary = countText(activities.length, feed.hasNextPage);

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <PageBody>
        <StatCards
          period={t(`period.${filters.time}`)}
          type={filters.type}
          onTypeChange={(type) => setFilters((f) => ({ ...f, type }))}
          patrolChecks={{
            isLoading: statsLoading,
            text: counts ? statText(counts.patrolChecks, stats.data!.truncated) : null,
          }}
          comments={{
            isLoading: statsLoading,
            text: counts ? statText(counts.comments, stats.data!.truncated) : null,
          }}
          issues={{
            isLoading: statsLoading,
            text: counts ? statText(counts.issues, stats.data!.truncated) : null,
          }}
          meterReads={{
            isLoading: isResolving || (marinaId !== null && meterCount.isPending),
            text: meterCount.data ? String(meterCount.data.count) : null,
          }}
        />
        {filters.type === 'all' && <SafetyAlertsCard marinaId={marinaId} since={since} />}
        <FeedToolbar
          filters={filters}
          onChange={setFilters}
          onClear={reset}
          onExport={() => void exportCsv()}
          exporting={exporting}
          canExport={activities.length > 0}
          summary={summary}
        />
        {feed.isError && !signedOut ? (
          <ListError title={t('page.loadFailed')} onRetry={() => void feed.refetch()} />
        ) : !loading && activities.length === 0 ? (
          nothingYet ? (
            <ListEmpty icon={ActivityGlyph} title={empty}>
              {t('page.noActivityHelp')}
            </ListEmpty>
          ) : (
            <ListEmpty
              icon={SearchX}
              title={empty}
              action={
                <Button variant="secondary" onClick={reset}>
                  {t('page.resetFilters')}
                </Button>
              }
            >
              {t('page.noMatchHelp')}
            </ListEmpty>
          )
        ) : (
          <ActivityList
            activities={activities}
            isLoading={loading || signedOut}
            emptyText={empty}
            loadingRows={5}
          />
        )}
        {feed.hasNextPage && !feed.isError && (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
          >
            <ChevronDown aria-hidden="true" />
            {feed.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
          </Button>
        )}
        {!feed.hasNextPage && activities.length > FEED_DEFAULT_LIMIT && (
          <p className="py-2 text-center text-muted-foreground text-sm">{t('page.end')}</p>
        )}
      </PageBody>
    </>
  );
}
