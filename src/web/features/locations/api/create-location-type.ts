import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationType } from '#core/locations/location.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface CreateLocationTypeInput {
  guid: string;
  name: string;
  marinaId: string;
}

/** POST /api/location-types {name, marinaId}; the guid makes a retry safe. */
export function createLocationType(body: CreateLocationTypeInput): Promise<LocationType> {
  return apiRequest<LocationType>('POST', '/api/location-types', body);
}

export function useCreateLocationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocationType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/location-types'] }),
  });
}
