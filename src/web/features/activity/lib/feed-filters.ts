/**
 * The activity feed's filters and stat counts (spec 001 sections 2 and 9): type all,
 * patrol_check, comment, issue, checklist; time all, today, week, month (default today).
 */

export const FEED_TYPE_FILTERS = ['all', 'patrol_check', 'comment', 'issue', 'checklist'] as const;
export type FeedTypeFilter = (typeof FEED_TYPE_FILTERS)[number];

export const FEED_TIME_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type FeedTimeFilter = (typeof FEED_TIME_FILTERS)[number];

export const DEFAULT_TYPE_FILTER: FeedTypeFilter = 'all';
/** Spec 001 section 9: the activity time filter defaults to today. */
export const DEFAULT_TIME_FILTER: FeedTimeFilter = 'today';

export interface FeedFilters {
  type: FeedTypeFilter;
  time: FeedTimeFilter;
}

/** What the screen opens with. */
export const DEFAULT_FEED_FILTERS: FeedFilters = { type: DEFAULT_TYPE_FILTER, time: DEFAULT_TIME_FILTER };

/** What Clear and Reset Filters go back to: no filter at all, the whole feed. */
export const CLEARED_FEED_FILTERS: FeedFilters = { type: 'all', time: 'all' };

export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TYPE_FILTER_LABELS: Record<FeedTypeFilter, string> = {
  all: 'All types',
  patrol_check: 'Check-ins',
  comment: 'Comments',
  issue: 'Issues',
  checklist: 'Checklists',
};

export const TIME_FILTER_LABELS: Record<FeedTimeFilter, string> = {
  all: 'All time',
  today: 'Today',
  week: 'Week',
  month: 'Month',
};

/** How the period reads under a stat card. */
export const TIME_FILTER_PERIODS: Record<FeedTimeFilter, string> = {
  all: 'All time',
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
};

export const isFeedTypeFilter = (value: string): value is FeedTypeFilter =>
  (FEED_TYPE_FILTERS as readonly string[]).includes(value);
export const isFeedTimeFilter = (value: string): value is FeedTimeFilter =>
  (FEED_TIME_FILTERS as readonly string[]).includes(value);

/**
 * The earliest moment the time filter lets through, or null for all time: today is the start of
 * the device's calendar day (local midnight), week the last 7 days, month the last 30 days.
 */
export function timeFilterStart(time: FeedTimeFilter, now: Date = new Date()): Date | null {
  switch (time) {
    case 'today':
      return new Date(now.getFullYear(), now.getMonth(), now.getDate());
    case 'week':
      return new Date(now.getTime() - WEEK_DAYS * DAY_MS);
    case 'month':
      return new Date(now.getTime() - MONTH_DAYS * DAY_MS);
    default:
      return null;
  }
}

/** The feed's `type` query parameter: left out for all types (the server's 'issue' covers every issue type). */
export const typeParam = (type: FeedTypeFilter): string | undefined => (type === 'all' ? undefined : type);

export const isClearedFilters = (filters: FeedFilters): boolean =>
  filters.type === CLEARED_FEED_FILTERS.type && filters.time === CLEARED_FEED_FILTERS.time;

/** The feed's empty text: nothing at all, or nothing that matches the filters (then Reset Filters). */
export function emptyFeedText(filters: FeedFilters): 'No activity yet' | 'No matching activity' {
  return isClearedFilters(filters) ? 'No activity yet' : 'No matching activity';
}

/** The activity types each filter (and stat card) stands for. */
const FILTER_TYPES: Record<Exclude<FeedTypeFilter, 'all'>, readonly string[]> = {
  patrol_check: ['patrol_check'],
  comment: ['comment'],
  issue: ['issue', 'issue_created', 'issue_updated'],
  checklist: ['checklist'],
};

export function matchesTypeFilter(type: string, filter: FeedTypeFilter): boolean {
  return filter === 'all' || FILTER_TYPES[filter].includes(type);
}

export interface FeedStats {
  patrolChecks: number;
  comments: number;
  issues: number;
}

/**
 * The first three stat cards: patrol checks, comments, and issues. Issues are counted once each,
 * however many of their events (created, updated) the period holds; an issue event that names no
 * issue counts as one issue of its own.
 */
export function feedStats(
  activities: readonly { type: string; guid: string; issueId: string | null }[],
): FeedStats {
  const stats: FeedStats = { patrolChecks: 0, comments: 0, issues: 0 };
  const issues = new Set<string>();
  for (const { type, guid, issueId } of activities) {
    if (matchesTypeFilter(type, 'patrol_check')) stats.patrolChecks += 1;
    else if (matchesTypeFilter(type, 'comment')) stats.comments += 1;
    else if (matchesTypeFilter(type, 'issue')) issues.add(issueId ? `issue:${issueId}` : `event:${guid}`);
  }
  stats.issues = issues.size;
  return stats;
}

/** A count as a stat card shows it: '500+' when the counted sample was cut at its limit. */
export const statText = (count: number, truncated: boolean): string =>
  truncated ? `${count}+` : String(count);
