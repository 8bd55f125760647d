import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/locations?marinaId=: the marina's locations (the meter reads filter's parent choices). */
export const marinaLocationsQueryOptions = (marinaId: string) =>
  queryOptions<LocationListItem[]>({
    queryKey: endpointKey(locationsEndpoints.list, { query: { marinaId } }),
  });

export function useMarinaLocations(marinaId: string | null) {
  return useQuery({ ...marinaLocationsQueryOptions(marinaId ?? ''), enabled: marinaId !== null });
}
