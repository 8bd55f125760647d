import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { endpointKey } from '#web/lib/call.ts';

/**
 * GET /api/locations/{guid}/activities?limit=: the location's newest activities. 'Load more'
 * asks again with a larger limit (one cached list per limit; the shorter one shows meanwhile).
 */
export const locationActivitiesQueryOptions = (guid: string, limit: number) =>
  queryOptions<Activity[]>({
    queryKey: [...endpointKey(activitiesEndpoints.locationFeed, { params: { guid } }), { limit }],
  });

export function useLocationActivities(guid: string, limit: number) {
  return useQuery({ ...locationActivitiesQueryOptions(guid, limit), placeholderData: keepPreviousData });
}
