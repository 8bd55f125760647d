import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '#core/activity/activity.schema.ts';

export const activitiesQueryKey = (marinaId: string) => ['/api/activities', { marinaId }] as const;

/** GET /api/activities?marinaId=: the marina's newest activities (up to 100), newest first. */
export const activitiesQueryOptions = (marinaId: string) =>
  queryOptions<Activity[]>({ queryKey: activitiesQueryKey(marinaId) });

export function useActivities(marinaId: string | null | undefined) {
  return useQuery({ ...activitiesQueryOptions(marinaId ?? ''), enabled: Boolean(marinaId) });
}
