import type { IssueStatus } from '#core/issues/issue-constants.ts';
import { descendantGuids, type TreeLocation } from '#core/locations/parent-candidates.ts';

/** The /issues filters of spec 001 section 2: text search, status (default open), location with children. */
export type IssueStatusFilter = 'all' | IssueStatus;
export const DEFAULT_ISSUE_STATUS_FILTER: IssueStatusFilter = 'open';
export const ALL_LOCATIONS = 'all';

export interface IssueFilters {
  search: string;
  status: IssueStatusFilter;
  /** A location guid, or 'all'. */
  locationId: string;
}

export const DEFAULT_ISSUE_FILTERS: IssueFilters = {
  search: '',
  status: DEFAULT_ISSUE_STATUS_FILTER,
  locationId: ALL_LOCATIONS,
};

export interface FilterableIssue {
  title: string;
  description: string | null;
  status: IssueStatus;
  locationId: string | null;
  locationName?: string | null;
}

/** Case-insensitive match of every word of the search in the title, description or location name. */
export function matchesSearch(issue: FilterableIssue, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [issue.title, issue.description ?? '', issue.locationName ?? ''].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The chosen location and every location below it (the filter includes child locations). */
export function locationScope(locations: readonly TreeLocation[], locationId: string): Set<string> | null {
  if (!locationId || locationId === ALL_LOCATIONS) return null;
  return descendantGuids(locations, locationId).add(locationId);
}

export function filterIssues<T extends FilterableIssue>(
  issues: readonly T[],
  filters: IssueFilters,
  locations: readonly TreeLocation[],
): T[] {
  const scope = locationScope(locations, filters.locationId);
  return issues.filter(
    (issue) =>
      (filters.status === 'all' || issue.status === filters.status) &&
      (!scope || (issue.locationId !== null && scope.has(issue.locationId))) &&
      matchesSearch(issue, filters.search),
  );
}

/** The count line: 'x of y issues'. */
export const issueCountLine = (shown: number, total: number) => `${shown} of ${total} issues`;
