import { useQuery } from '@tanstack/react-query';
import { locationTypesEndpoints } from '#core/location-types/location-types.endpoints.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET /api/location-types?marinaId=: the client's location types, by name. */
export const locationTypesQueryOptions = (marinaId: string | null) =>
  endpointQuery(locationTypesEndpoints.list, { query: { marinaId } }, { enabled: marinaId !== null });

export function useLocationTypes(marinaId: string | null) {
  return useQuery(locationTypesQueryOptions(marinaId));
}
