import { queryOptions, useQuery } from '@tanstack/react-query';
import { expandLocationList } from '#core/locations/compact-location-list.ts';
import type { CompactLocationList, LocationListItem } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';
import { getQueryFn } from '#web/lib/query-client.ts';

/** The app's query function (kept for offline use, revalidated by ETag), asking the compact view. */
const fetchCompactList = getQueryFn<CompactLocationList>({ on401: 'redirect' });

/**
 * GET /api/locations?marinaId=: every live location of the marina, with its last activity times
 * (the locations screen, the pickers, the location filters and the children of an occupancy
 * checklist), one cached answer for all of them. Asked in the compact view (a third of the bytes,
 * decision 0045) and expanded here, so the screens get the usual list items.
 */
export const marinaLocationsQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationListItem[]>({
    queryKey: endpointKey(locationsEndpoints.list, { query: { marinaId, view: 'compact' } }),
    queryFn: async (context) => expandLocationList(await fetchCompactList(context)),
    enabled: marinaId !== null,
  });

export function useMarinaLocations(marinaId: string | null) {
  return useQuery(marinaLocationsQueryOptions(marinaId));
}
