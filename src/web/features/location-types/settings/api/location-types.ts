import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationTypesEndpoints } from '#core/location-types/location-types.endpoints.ts';
import type { LocationType } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET /api/location-types?marinaId=: the client's location types. */
export const locationTypesQueryOptions = (marinaId: string) =>
  endpointQuery(locationTypesEndpoints.list, { query: { marinaId } });

export function useLocationTypes(marinaId: string) {
  return useQuery(locationTypesQueryOptions(marinaId));
}

/** PUT /api/location-types/{guid} {name, marinaId}: 409 when another type has the name. */
export function renameLocationType(input: {
  guid: string;
  name: string;
  marinaId: string;
}): Promise<LocationType> {
  const { guid, ...body } = input;
  return call(locationTypesEndpoints.rename, { params: { guid }, body });
}

/** DELETE /api/location-types/{guid}?marinaId=: only an unused type (409 otherwise). */
export function deleteLocationType(input: { guid: string; marinaId: string }): Promise<{ deleted: boolean }> {
  const { guid, marinaId } = input;
  return call(locationTypesEndpoints.remove, { params: { guid }, query: { marinaId } });
}

/** Type names show on the types list and with every location. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return (
        typeof path === 'string' &&
        (path === locationTypesEndpoints.list.path || path.startsWith(locationsEndpoints.list.path))
      );
    },
  });

export function useRenameLocationType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameLocationType, onSuccess: () => refresh(queryClient) });
}

export function useDeleteLocationType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLocationType, onSuccess: () => refresh(queryClient) });
}
