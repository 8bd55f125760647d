import { CloudOff, FilterX, Plus, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '#core/issues/issue.schema.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { filterIssues, type IssueFilters } from '#web/features/issues/lib/issue-filters.ts';
import { pendingIds } from '#web/lib/offline/pending-calls.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import { createIssueIntent } from './create-issue-dialog.tsx';
import { IssueCard } from './issue-card.tsx';

interface IssueBrowserProps {
  marinaId: string;
  /** The issues to browse (the marina's, or one location's and its children's). */
  issues: Issue[] | undefined;
  locations: readonly LocationListItem[];
  isLoading: boolean;
  isError: boolean;
  /**
   * The error is that there is no connection and the list was never kept on this phone (it was
   * not opened here online): said so, not as a failure to load (issue 30 item 20).
   */
  notOnPhone?: boolean;
  onRetry: () => void;
  filters: IssueFilters;
  defaultFilters: IssueFilters;
  onFiltersChange: (filters: IssueFilters) => void;
  onCreate: () => void;
  /** The filters bar, rendered above the count line. */
  filtersBar: React.ReactNode;
  showLocation?: boolean;
  /** The level of each card's title (see IssueCard). */
  cardHeadingLevel?: 2 | 3;
  /** The loading placeholders: about the height the list will likely take, so nothing below jumps. */
  skeleton?: { rows: number; className: string };
}

const sameFilters = (a: IssueFilters, b: IssueFilters) =>
  a.search.trim() === b.search.trim() && a.status === b.status && a.locationId === b.locationId;

/** The filters, the count line 'x of y issues', the issue cards, and the loading, empty and error states. */
export function IssueBrowser({
  marinaId,
  issues,
  locations,
  isLoading,
  isError,
  notOnPhone = false,
  onRetry,
  filters,
  defaultFilters,
  onFiltersChange,
  onCreate,
  filtersBar,
  showLocation = true,
  cardHeadingLevel = 3,
  skeleton = { rows: 3, className: 'h-40' },
}: IssueBrowserProps) {
  const { t } = useTranslation(['issues', 'common']);
  const shown = useMemo(() => filterIssues(issues ?? [], filters, locations), [issues, filters, locations]);
  const pending = pendingIds(usePendingWrites());

  let content: React.ReactNode;
  if (isLoading) {
    content = <ListSkeleton rows={skeleton.rows} className={skeleton.className} label={t('page.loading')} />;
  } else if (isError && notOnPhone) {
    content = (
      <ListEmpty
        icon={CloudOff}
        title={t('list.notOnPhone')}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('common:tryAgain')}
          </Button>
        }
      >
        {t('list.notOnPhoneText')}
      </ListEmpty>
    );
  } else if (isError) {
    content = <ListError title={t('list.loadFailed')} onRetry={onRetry} />;
  } else if (shown.length === 0) {
    const filtered = (issues?.length ?? 0) > 0 && !sameFilters(filters, defaultFilters);
    content = (
      <ListEmpty
        icon={filtered ? FilterX : TriangleAlert}
        title={t('messages.empty')}
        action={
          filtered ? (
            <Button variant="outline" onClick={() => onFiltersChange(defaultFilters)}>
              {t('list.resetFilters')}
            </Button>
          ) : (
            <Button {...createIssueIntent} onClick={onCreate}>
              <Plus aria-hidden="true" />
              {t('list.createIssue')}
            </Button>
          )
        }
      >
        {filtered ? t('list.noMatch') : (issues?.length ?? 0) > 0 ? t('list.nothingOpen') : t('list.noneYet')}
      </ListEmpty>
    );
  } else {
    content = (
      <ul className="space-y-3" aria-label={t('list.label')}>
        {shown.map((issue) => (
          <IssueCard
            key={issue.guid}
            issue={issue}
            marinaId={marinaId}
            pending={pending.has(issue.guid)}
            showLocation={showLocation}
            headingLevel={cardHeadingLevel}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-3">
      {filtersBar}
      {!isLoading && !isError && (
        <p className="px-0.5 font-medium text-muted-foreground text-sm tabular-nums" aria-live="polite">
          {t('list.count', { shown: shown.length, count: issues?.length ?? 0 })}
        </p>
      )}
      {content}
    </div>
  );
}
