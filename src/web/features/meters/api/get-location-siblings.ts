import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationRef } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/locations/{guid}/siblings?marinaId=: the locations under the same parent, in name order. */
export const locationSiblingsQueryOptions = (guid: string, marinaId: string | null) =>
  queryOptions<LocationRef[]>({
    queryKey: endpointKey(locationsEndpoints.siblings, {
      params: { guid },
      ...(marinaId ? { query: { marinaId } } : {}),
    }),
  });

export function useLocationSiblings(guid: string, marinaId: string | null, enabled: boolean) {
  return useQuery({ ...locationSiblingsQueryOptions(guid, marinaId), enabled });
}
