import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '#core/locations/location.schema.ts';

export const locationQueryKey = (guid: string) => [`/api/locations/${encodeURIComponent(guid)}`] as const;

/** GET /api/locations/{guid}: the location with its parent, children and descendant count. */
export const locationQueryOptions = (guid: string) =>
  queryOptions<LocationDetail>({ queryKey: locationQueryKey(guid) });

export function useLocation(guid: string) {
  return useQuery(locationQueryOptions(guid));
}
