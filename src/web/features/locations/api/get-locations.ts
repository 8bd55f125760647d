import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/locations?marinaId=: every live location of the marina, with its last activity times. */
export const locationsQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationListItem[]>({
    queryKey: endpointKey(locationsEndpoints.list, { query: { marinaId } }),
    enabled: marinaId !== null,
  });

export function useLocations(marinaId: string | null) {
  return useQuery(locationsQueryOptions(marinaId));
}
