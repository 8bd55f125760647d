import type { CallInput } from '#core/api/endpoint.ts';
import type { BulkCreateResult, Location } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';
import { invalidateLocationData } from './invalidate.ts';

/** One location (`name`, `guid`) or many (`names`, bulk). */
export type CreateLocationInput = CallInput<typeof locationsEndpoints.create>['body'];

/** POST /api/locations: one location (answers it) or bulk names (answers { results: { created, failed } }). */
export function createLocation(body: CreateLocationInput): Promise<Location | BulkCreateResult> {
  return call(locationsEndpoints.create, { body });
}

export const isBulkResult = (answer: Location | BulkCreateResult): answer is BulkCreateResult =>
  'results' in answer;

export const useCreateLocation = () =>
  useWrite(createLocation, (queryClient) => invalidateLocationData(queryClient));
