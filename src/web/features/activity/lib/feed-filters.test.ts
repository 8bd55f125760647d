import { describe, expect, it } from 'vitest';
import {
  CLEARED_FEED_FILTERS,
  DEFAULT_FEED_FILTERS,
  emptyFeedText,
  feedStats,
  isFeedTimeFilter,
  isFeedTypeFilter,
  matchesTypeFilter,
  statText,
  timeFilterStart,
  typeParam,
} from './feed-filters.ts';

describe('timeFilterStart', () => {
  // A local time, so the test holds in every zone the suite runs in.
  const now = new Date(2026, 2, 5, 14, 30, 12, 345);

  it('today starts at the device’s local midnight', () => {
    const start = timeFilterStart('today', now)!;
    expect(start.getFullYear()).toBe(2026);
    expect(start.getMonth()).toBe(2);
    expect(start.getDate()).toBe(5);
    expect([start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds()]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('just after midnight today is only a minute long', () => {
    const early = new Date(2026, 2, 5, 0, 1);
    expect(early.getTime() - timeFilterStart('today', early)!.getTime()).toBe(60_000);
  });

  it('week is the last 7 days and month the last 30, counted from now', () => {
    expect(now.getTime() - timeFilterStart('week', now)!.getTime()).toBe(7 * 86_400_000);
    expect(now.getTime() - timeFilterStart('month', now)!.getTime()).toBe(30 * 86_400_000);
  });

  it('all has no start', () => {
    expect(timeFilterStart('all', now)).toBeNull();
  });
});

describe('filters', () => {
  it('opens on all types of today; Clear and Reset go to everything', () => {
    expect(DEFAULT_FEED_FILTERS).toEqual({ type: 'all', time: 'today' });
    expect(CLEARED_FEED_FILTERS).toEqual({ type: 'all', time: 'all' });
  });

  it('sends no type for all, else the filter itself', () => {
    expect(typeParam('all')).toBeUndefined();
    expect(typeParam('patrol_check')).toBe('patrol_check');
    expect(typeParam('issue')).toBe('issue');
  });

  it('says No activity yet only without filters', () => {
    expect(emptyFeedText({ type: 'all', time: 'all' })).toBe('No activity yet');
    expect(emptyFeedText({ type: 'all', time: 'today' })).toBe('No matching activity');
    expect(emptyFeedText({ type: 'comment', time: 'all' })).toBe('No matching activity');
  });

  it('knows its values', () => {
    expect(isFeedTypeFilter('checklist')).toBe(true);
    expect(isFeedTypeFilter('meter_read')).toBe(false);
    expect(isFeedTimeFilter('month')).toBe(true);
    expect(isFeedTimeFilter('year')).toBe(false);
  });

  it('the issue filter covers every issue type', () => {
    expect(matchesTypeFilter('issue_created', 'issue')).toBe(true);
    expect(matchesTypeFilter('issue_updated', 'issue')).toBe(true);
    expect(matchesTypeFilter('comment', 'issue')).toBe(false);
    expect(matchesTypeFilter('meter_read', 'all')).toBe(true);
  });
});

describe('feedStats', () => {
  it('counts patrol checks, comments and issue activities; other types count nowhere', () => {
    const types = [
      'patrol_check',
      'patrol_check',
      'comment',
      'issue_created',
      'issue_updated',
      'issue',
      'meter_read',
      'checklist',
    ];
    const activities = types.map((type, i) => ({ type, guid: `a${i}`, issueId: `i${i}` }));
    expect(feedStats(activities)).toEqual({ patrolChecks: 2, comments: 1, issues: 3 });
    expect(feedStats([])).toEqual({ patrolChecks: 0, comments: 0, issues: 0 });
  });

  it('counts issues, not issue events: a created and twice updated issue is one issue', () => {
    const activities = [
      { type: 'issue_created', guid: 'a1', issueId: 'i1' },
      { type: 'issue_updated', guid: 'a2', issueId: 'i1' },
      { type: 'issue_updated', guid: 'a3', issueId: 'i1' },
      { type: 'issue_created', guid: 'a4', issueId: 'i2' },
      // An issue event without its issue (an old record) still counts, once.
      { type: 'issue', guid: 'a5', issueId: null },
      { type: 'comment', guid: 'a6', issueId: null },
    ];
    expect(feedStats(activities)).toEqual({ patrolChecks: 0, comments: 1, issues: 3 });
  });

  it('marks a count from a cut sample with a plus', () => {
    expect(statText(12, false)).toBe('12');
    expect(statText(480, true)).toBe('480+');
  });
});
