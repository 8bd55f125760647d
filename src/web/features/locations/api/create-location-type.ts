import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '#core/api/endpoint.ts';
import { locationTypesEndpoints } from '#core/location-types/location-types.endpoints.ts';
import type { LocationType } from '#core/locations/location.schema.ts';
import { call, endpointKey } from '#web/lib/call.ts';

export type CreateLocationTypeInput = CallInput<typeof locationTypesEndpoints.create>['body'] & {
  guid: string;
};

/** POST /api/location-types {name, marinaId}; the guid makes a retry safe. */
export function createLocationType(body: CreateLocationTypeInput): Promise<LocationType> {
  return call(locationTypesEndpoints.create, { body });
}

export function useCreateLocationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocationType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(locationTypesEndpoints.list) }),
  });
}
