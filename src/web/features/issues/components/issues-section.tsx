import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { SectionHeading } from '#web/components/ui/list-states.tsx';
import { DEFAULT_ISSUE_FILTERS, type IssueFilters } from '#web/features/issues/lib/issue-filters.ts';
import { issuesWithin, locationOptions } from '#web/features/issues/lib/issue-location-options.ts';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { isNetworkFailure } from '#web/lib/offline/query-persist.ts';
import { useIssues } from '../api/get-issues.ts';
import { CreateIssueDialog, createIssueIntent } from './create-issue-dialog.tsx';
import { IssueBrowser } from './issue-browser.tsx';
import { IssueFiltersBar } from './issue-filters-bar.tsx';

const SECTION_SKELETON = { rows: 1, className: 'h-75' };

/**
 * The Issues section of a location page: the issues of the location and of every location below
 * it, with the filters, and a Create Issue dialog that starts at this location. `marinaId` is the
 * location's own marina, which is not always the one chosen in the header.
 */
export function IssuesSection({ locationGuid, marinaId }: { locationGuid: string; marinaId: string }) {
  const { t } = useTranslation('issues');
  const issues = useIssues(marinaId);
  const locations = useMarinaLocations(marinaId);
  const defaults = useMemo<IssueFilters>(
    () => ({ ...DEFAULT_ISSUE_FILTERS, locationId: locationGuid }),
    [locationGuid],
  );
  const [filters, setFilters] = useState<IssueFilters>(defaults);
  const [createOpen, setCreateOpen] = useState(false);
  const locationList = locations.data ?? [];
  const here = useMemo(
    () =>
      issues.data && locations.data ? issuesWithin(issues.data, locations.data, locationGuid) : undefined,
    [issues.data, locations.data, locationGuid],
  );
  // This location and the ones below it; the filter is only worth showing when there are children.
  const options = useMemo(
    () => locationOptions(locations.data ?? [], locationGuid),
    [locations.data, locationGuid],
  );
  const root = options[0];

  return (
    <section aria-labelledby="issues-heading" className="space-y-2 pt-1" data-testid="issues-section">
      <SectionHeading
        id="issues-heading"
        title={t('page.title')}
        action={
          <Button size="sm" variant="secondary" {...createIssueIntent} onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden="true" />
            {t('section.createIssue')}
          </Button>
        }
      />
      <IssueBrowser
        marinaId={marinaId}
        issues={here}
        locations={locationList}
        isLoading={issues.isLoading || locations.isLoading}
        isError={issues.isError || locations.isError}
        notOnPhone={[issues, locations].some((q) => q.isError && isNetworkFailure(q.error))}
        onRetry={() => {
          if (issues.isError) void issues.refetch();
          if (locations.isError) void locations.refetch();
        }}
        filters={filters}
        defaultFilters={defaults}
        onFiltersChange={setFilters}
        onCreate={() => setCreateOpen(true)}
        showLocation={options.length > 1}
        // Most locations have no open issue: one placeholder the height of 'No issues found'.
        skeleton={SECTION_SKELETON}
        filtersBar={
          <IssueFiltersBar
            filters={filters}
            onChange={setFilters}
            locations={options.length > 1 ? options.slice(1).map((o) => ({ ...o, depth: o.depth - 1 })) : []}
            allLabel={root ? t('section.allOf', { name: root.name }) : t('filters.allLocations')}
            allValue={locationGuid}
          />
        }
      />
      <CreateIssueDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        marinaId={marinaId}
        locations={locationList}
        defaultLocationId={locationGuid}
      />
    </section>
  );
}
