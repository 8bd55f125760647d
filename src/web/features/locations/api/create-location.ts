import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkCreateResult, Location, LocationStatus } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { invalidateLocationData } from './invalidate.ts';

export interface CreateLocationInput {
  marinaId: string;
  typeId: string;
  parentId: string | null;
  status: LocationStatus;
  hasOccupancy: boolean;
  description?: string;
  /** One location ... */
  name?: string;
  guid?: string;
  /** ... or many (bulk). */
  names?: string[];
}

/** POST /api/locations: one location (answers it) or bulk names (answers { results: { created, failed } }). */
export function createLocation(body: CreateLocationInput): Promise<Location | BulkCreateResult> {
  return call(locationsEndpoints.create, { body });
}

export const isBulkResult = (answer: Location | BulkCreateResult): answer is BulkCreateResult =>
  'results' in answer;

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => invalidateLocationData(queryClient),
  });
}
