import type { CallInput } from '#core/api/endpoint.ts';
import { locationTypesEndpoints } from '#core/location-types/location-types.endpoints.ts';
import type { LocationType } from '#core/locations/location.schema.ts';
import { call, endpointKey } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';

export type CreateLocationTypeInput = CallInput<typeof locationTypesEndpoints.create>['body'] & {
  guid: string;
};

/** POST /api/location-types {name, marinaId}; the guid makes a retry safe. */
export function createLocationType(body: CreateLocationTypeInput): Promise<LocationType> {
  return call(locationTypesEndpoints.create, { body });
}

export const useCreateLocationType = () =>
  useWrite(createLocationType, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: endpointKey(locationTypesEndpoints.list) }),
  );
