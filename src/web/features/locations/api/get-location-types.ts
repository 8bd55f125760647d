import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationTypesEndpoints } from '#core/location-types/location-types.endpoints.ts';
import type { LocationType } from '#core/locations/location.schema.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/location-types?marinaId=: the client's location types, by name. */
export const locationTypesQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationType[]>({
    queryKey: endpointKey(locationTypesEndpoints.list, { query: { marinaId } }),
    enabled: marinaId !== null,
  });

export function useLocationTypes(marinaId: string | null) {
  return useQuery(locationTypesQueryOptions(marinaId));
}
