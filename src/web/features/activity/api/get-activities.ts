import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT } from '#core/activity/activity-constants.ts';
import type { On401 } from '#web/lib/api-client.ts';
import { call, endpointKey } from '#web/lib/call.ts';

/**
 * GET /api/activities?marinaId=&type=&since=&before=&limit=: the marina's activities, newest
 * first. The server pages the feed: the newest 100 by default (up to 500 with `limit`), `type`
 * and `since` filter, `before` is the guid of the last activity already seen.
 */

const feed = activitiesEndpoints.feed;

export const activitiesQueryKey = (marinaId: string) => endpointKey(feed, { query: { marinaId } });

/** The dashboard's list: the marina's newest activities (up to 100), newest first. */
export const activitiesQueryOptions = (marinaId: string) =>
  queryOptions<Activity[]>({ queryKey: activitiesQueryKey(marinaId) });

export function useActivities(marinaId: string | null | undefined) {
  return useQuery({ ...activitiesQueryOptions(marinaId ?? ''), enabled: Boolean(marinaId) });
}

export interface FeedParams {
  marinaId: string;
  /** An activity type; 'issue' covers issue_created and issue_updated. Left out: every type. */
  type?: string | undefined;
  /** ISO date-time: only activities at or after it. */
  since?: string | undefined;
  limit?: number | undefined;
}

export interface FeedRequestOptions {
  on401?: On401;
  signal?: AbortSignal;
}

/** One page of the feed, older than the activity `before` when given. */
export function fetchActivitiesPage(
  params: FeedParams,
  before: string | undefined,
  { on401 = 'redirect', signal }: FeedRequestOptions = {},
): Promise<Activity[]> {
  const { limit, ...filters } = params;
  return call(
    feed,
    { query: { ...filters, ...(limit === undefined ? {} : { limit: String(limit) }), before } },
    { on401, signal },
  );
}

/**
 * Every activity matching `params`, page after page of 500, up to `max` of them (the export
 * and the shift summary). `truncated` tells whether more were there.
 */
export async function fetchAllActivities(
  params: Omit<FeedParams, 'limit'>,
  max: number,
  options: FeedRequestOptions = {},
): Promise<{ activities: Activity[]; truncated: boolean }> {
  const all: Activity[] = [];
  let before: string | undefined;
  for (;;) {
    const limit = Math.min(FEED_MAX_LIMIT, max - all.length);
    const page = await fetchActivitiesPage({ ...params, limit }, before, options);
    all.push(...page);
    if (page.length < limit) return { activities: all, truncated: false };
    if (all.length >= max) return { activities: all, truncated: true };
    before = page[page.length - 1]!.guid;
  }
}

/**
 * The feed as pages for 'Load more': the key is the path plus the filters; each further page
 * asks for the activities before the last one shown.
 */
export const activityFeedQueryOptions = (params: FeedParams, on401: On401 = 'redirect') => {
  const limit = params.limit ?? FEED_DEFAULT_LIMIT;
  const keyParams = { ...params, limit };
  return infiniteQueryOptions({
    queryKey: [feed.path, keyParams] as const,
    queryFn: ({ pageParam, signal }) => fetchActivitiesPage(keyParams, pageParam, { on401, signal }),
    initialPageParam: undefined as string | undefined,
    // A full page may have more behind it; a short one is the end of the feed.
    getNextPageParam: (lastPage) =>
      lastPage.length < limit ? undefined : lastPage[lastPage.length - 1]?.guid,
  });
};

export function useActivityFeed(params: FeedParams | null, on401: On401 = 'redirect') {
  return useInfiniteQuery({
    ...activityFeedQueryOptions(params ?? { marinaId: '' }, on401),
    enabled: params !== null,
  });
}

/**
 * Every activity matching `params` (up to `max`) as one cached list: the key is the path plus
 * the filters and the cap, which is the page size the calls ask for.
 */
export const allActivitiesQueryOptions = (
  params: Omit<FeedParams, 'limit'>,
  max: number,
  on401: On401 = 'redirect',
) =>
  queryOptions({
    queryKey: [feed.path, { ...params, limit: Math.min(FEED_MAX_LIMIT, max), max }] as const,
    queryFn: ({ signal }) => fetchAllActivities(params, max, { on401, signal }),
  });
