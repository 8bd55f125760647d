import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '#core/activity/activity.schema.ts';

/** GET /api/locations/{guid}/activities: the location's feed, newest first. */
export const locationActivitiesQueryOptions = (guid: string) =>
  queryOptions<Activity[]>({ queryKey: [`/api/locations/${encodeURIComponent(guid)}/activities`] });

export function useLocationActivities(guid: string) {
  return useQuery(locationActivitiesQueryOptions(guid));
}
