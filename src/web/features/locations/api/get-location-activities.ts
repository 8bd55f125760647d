import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '#core/activity/activity.schema.ts';

/**
 * GET /api/locations/{guid}/activities?limit=: the location's newest activities. 'Load more'
 * asks again with a larger limit (one cached list per limit; the shorter one shows meanwhile).
 */
export const locationActivitiesQueryOptions = (guid: string, limit: number) =>
  queryOptions<Activity[]>({
    queryKey: [`/api/locations/${encodeURIComponent(guid)}/activities`, { limit }],
  });

export function useLocationActivities(guid: string, limit: number) {
  return useQuery({ ...locationActivitiesQueryOptions(guid, limit), placeholderData: keepPreviousData });
}
