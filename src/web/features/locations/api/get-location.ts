import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

export const locationQueryKey = (guid: string) => endpointKey(locationsEndpoints.get, { params: { guid } });

/** GET /api/locations/{guid}: the location with its parent, children and descendant count. */
export const locationQueryOptions = (guid: string) =>
  queryOptions<LocationDetail>({ queryKey: locationQueryKey(guid) });

export function useLocation(guid: string) {
  return useQuery(locationQueryOptions(guid));
}
