import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#core/locations/location.schema.ts';

/** GET /api/locations?marinaId=: every live location of the marina, with its last activity times. */
export const locationsQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationListItem[]>({
    queryKey: ['/api/locations', { marinaId }],
    enabled: marinaId !== null,
  });

export function useLocations(marinaId: string | null) {
  return useQuery(locationsQueryOptions(marinaId));
}
