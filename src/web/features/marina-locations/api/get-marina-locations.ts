import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/**
 * GET /api/locations?marinaId=: every live location of the marina, with its last activity times
 * (the locations screen, the pickers, the location filters and the children of an occupancy
 * checklist), one cached answer for all of them.
 */
export const marinaLocationsQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationListItem[]>({
    queryKey: endpointKey(locationsEndpoints.list, { query: { marinaId } }),
    enabled: marinaId !== null,
  });

export function useMarinaLocations(marinaId: string | null) {
  return useQuery(marinaLocationsQueryOptions(marinaId));
}
