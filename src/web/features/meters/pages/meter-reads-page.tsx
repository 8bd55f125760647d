import { useQueryClient } from '@tanstack/react-query';
import { Download, Gauge } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentMonthRange, localDayBounds } from '#core/meters/meter-dates.ts';
import { meterReadsCsv, meterReadsFileName } from '#core/meters/meter-reads-csv.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { MoreOnScroll } from '#web/components/more-on-scroll.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RetryPanel } from '#web/components/ui/list-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { groupByParent, parentLocationChoices } from '#web/features/meters/lib/meter-reads-groups.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { downloadText } from '#web/lib/download-text.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import {
  type MeterReadsParams,
  meterReadsQueryOptions,
  useMeterReadPages,
  useMeterReadsSummary,
} from '../api/get-meter-reads.ts';
import { MeterReadsChart } from '../components/meter-reads-chart.tsx';
import { MeterReadsFilters, type MeterReadsFilterValues } from '../components/meter-reads-filters.tsx';
import { MeterReadsHistory, readingCountText } from '../components/meter-reads-history.tsx';

function defaultFilters(): MeterReadsFilterValues {
  return { parentLocationId: 'all', meterType: 'all', ...currentMonthRange() };
}

/**
 * /meter-reads (spec 001 section 2): the marina's readings by parent location, with CSV export. The
 * list comes a page at a time as the user scrolls; the count, group counts and charts cover the
 * whole period from the summary (decision 0046).
 */
export function MeterReadsPage(_props: SignedInPageProps) {
  const { t } = useTranslation(['meters', 'common']);
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const [filters, setFilters] = useState(defaultFilters);
  const locations = useMarinaLocations(marinaId);
  const parents = useMemo(() => parentLocationChoices(locations.data ?? []), [locations.data]);

  const bounds = localDayBounds(filters.startDate, filters.endDate);
  const dateError =
    bounds.startDate && bounds.endDate && new Date(bounds.endDate) < new Date(bounds.startDate)
      ? t('reads.dateOrder')
      : null;
  const params: MeterReadsParams | null =
    marinaId && !dateError
      ? {
          marinaId,
          ...bounds,
          meterType: filters.meterType === 'all' ? undefined : filters.meterType,
          parentLocationId: filters.parentLocationId === 'all' ? undefined : filters.parentLocationId,
        }
      : null;
  const pages = useMeterReadPages(params);
  const summary = useMeterReadsSummary(params);
  const failed = pages.isError || summary.isError;
  const failedAt = Math.max(pages.errorUpdatedAt, summary.errorUpdatedAt);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new failure (failedAt) toasts again
  useEffect(() => {
    if (failed)
      toast({ title: t('common:error'), description: t('reads.fetchFailed'), variant: 'destructive' });
  }, [failed, failedAt]);

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const groupCounts = useMemo(
    () => new Map(summary.data?.parents.map((p) => [p.guid ?? '', p.count])),
    [summary.data],
  );
  const loading = isResolving || (params !== null && pages.isPending);
  // The first page failed (a next page's failure shows at the end of the list instead).
  const listFailed = pages.isError && !pages.isFetchNextPageError;
  const fetchMore = useCallback(() => void pages.fetchNextPage(), [pages.fetchNextPage]);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  /** The whole period, not only the pages on screen: the plain list, in one answer. */
  async function exportCsv() {
    if (!params) return;
    setExporting(true);
    try {
      const all = await queryClient.fetchQuery(meterReadsQueryOptions(params));
      // Rows in the order shown: by parent location, newest first inside each.
      const ordered = groupByParent(all).flatMap((g) => g.readings);
      downloadText(
        meterReadsCsv(ordered, window.location.origin),
        meterReadsFileName(filters.startDate, filters.endDate),
        'text/csv;charset=utf-8',
      );
    } catch {
      toast({ title: t('common:error'), description: t('reads.fetchFailed'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader title={t('reads.title')} backTo="/activity" />
      <PageBody className="lg:max-w-5xl">
        <MeterReadsFilters values={filters} onChange={setFilters} parents={parents} dateError={dateError} />
        <div className="flex items-center justify-between gap-3 px-1">
          <p className="font-semibold" aria-live="polite" data-testid="result-count">
            {loading || summary.isPending
              ? t('reads.loading')
              : summary.data
                ? readingCountText(summary.data.count)
                : ''}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportCsv()}
            disabled={loading || exporting || rows.length === 0}
          >
            <Download aria-hidden="true" />
            {t('reads.export')}
          </Button>
        </div>
        {loading ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">{t('reads.loadingList')}</span>
            <Skeleton className="h-6 w-32 rounded-md" />
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : listFailed ? (
          <RetryPanel className="bg-surface" onRetry={() => void pages.refetch()}>
            <p className="font-semibold">{t('reads.fetchFailed')}</p>
          </RetryPanel>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Gauge}
            title={t('reads.empty')}
            action={
              <Button variant="secondary" onClick={() => setFilters(defaultFilters())}>
                {t('reads.reset')}
              </Button>
            }
          >
            {t('reads.emptyText')}
          </EmptyState>
        ) : (
          <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {marina && summary.data && (
              <MeterReadsChart meters={summary.data.meters} timeZone={marina.timeZone} />
            )}
            <MeterReadsHistory
              readings={rows}
              groupCounts={summary.data ? groupCounts : undefined}
              showType={filters.meterType === 'all'}
            />
            <MoreOnScroll
              hasMore={pages.hasNextPage}
              fetching={pages.isFetching}
              loading={pages.isFetchingNextPage}
              failed={pages.isFetchNextPageError}
              onMore={fetchMore}
              loadingText={t('reads.loadingMore')}
              failedText={t('reads.moreFailed')}
              retryText={t('common:retry')}
            />
          </div>
        )}
      </PageBody>
    </>
  );
}
