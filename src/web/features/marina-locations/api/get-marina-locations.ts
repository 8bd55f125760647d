import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/**
 * GET /api/locations?marinaId=: every live location of the marina (the pickers, the location
 * filter and the children of an occupancy checklist). The same query key as the locations
 * screen, so both share one cached answer.
 */
export const marinaLocationsQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationListItem[]>({
    queryKey: endpointKey(locationsEndpoints.list, { query: { marinaId } }),
    enabled: marinaId !== null,
  });

export function useMarinaLocations(marinaId: string | null) {
  return useQuery(marinaLocationsQueryOptions(marinaId));
}
