import { MapPin, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty, ListSkeleton } from '#web/components/ui/list-states.tsx';
import {
  ALL_LOCATIONS,
  DEFAULT_ISSUE_FILTERS,
  type IssueFilters,
} from '#web/features/issues/lib/issue-filters.ts';
import { locationOptions } from '#web/features/issues/lib/issue-location-options.ts';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { isNetworkFailure } from '#web/lib/offline/query-persist.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useIssues } from '../api/get-issues.ts';
import { CreateIssueDialog, createIssueIntent } from '../components/create-issue-dialog.tsx';
import { IssueBrowser } from '../components/issue-browser.tsx';
import { IssueFiltersBar } from '../components/issue-filters-bar.tsx';

/** /issues: every issue of the current marina with search, status and location filters, and Create. */
export function IssuesPage(_props: SignedInPageProps) {
  const { t } = useTranslation('issues');
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const issues = useIssues(marinaId);
  const locations = useMarinaLocations(marinaId);
  const [filters, setFilters] = useState<IssueFilters>(DEFAULT_ISSUE_FILTERS);
  const [createOpen, setCreateOpen] = useState(false);
  // Another marina's locations are not this one's: its filters start afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the marina changes
  useEffect(() => setFilters(DEFAULT_ISSUE_FILTERS), [marinaId]);
  const locationList = locations.data ?? [];
  const options = useMemo(() => locationOptions(locations.data ?? []), [locations.data]);

  let body: React.ReactNode;
  if (isResolving) {
    body = <ListSkeleton rows={3} className="h-40" label={t('page.loading')} />;
  } else if (!marinaId) {
    body = (
      <ListEmpty icon={MapPin} title={t('page.noMarina')}>
        {t('page.noMarinaHelp')}
      </ListEmpty>
    );
  } else {
    body = (
      <IssueBrowser
        marinaId={marinaId}
        issues={issues.data}
        locations={locationList}
        isLoading={issues.isLoading}
        isError={issues.isError}
        notOnPhone={issues.isError && isNetworkFailure(issues.error)}
        onRetry={() => void issues.refetch()}
        filters={filters}
        defaultFilters={DEFAULT_ISSUE_FILTERS}
        onFiltersChange={setFilters}
        onCreate={() => setCreateOpen(true)}
        cardHeadingLevel={2}
        filtersBar={
          <IssueFiltersBar
            filters={filters}
            onChange={setFilters}
            locations={options}
            allLabel={t('filters.allLocations')}
          />
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={marina?.name}
        actions={
          marinaId && (
            <Button
              size="sm"
              className="bg-white px-3.5 text-primary shadow-none hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80"
              {...createIssueIntent}
              onClick={() => setCreateOpen(true)}
            >
              <Plus aria-hidden="true" />
              {t('page.create')}
            </Button>
          )
        }
      />
      <PageBody>{body}</PageBody>
      {marinaId && (
        <CreateIssueDialog
          open={createOpen}
          onOpenChange={setCreateOpen}
          marinaId={marinaId}
          locations={locationList}
          defaultLocationId={filters.locationId === ALL_LOCATIONS ? null : filters.locationId}
        />
      )}
    </>
  );
}
