import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationType } from '#core/locations/location.schema.ts';

/** GET /api/location-types?marinaId=: the client's location types, by name. */
export const locationTypesQueryOptions = (marinaId: string | null) =>
  queryOptions<LocationType[]>({
    queryKey: ['/api/location-types', { marinaId }],
    enabled: marinaId !== null,
  });

export function useLocationTypes(marinaId: string | null) {
  return useQuery(locationTypesQueryOptions(marinaId));
}
