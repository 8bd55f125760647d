import { useQuery } from '@tanstack/react-query';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET /api/locations/{guid}/siblings?marinaId=: the locations under the same parent, in name order. */
export const locationSiblingsQueryOptions = (guid: string, marinaId: string | null) =>
  endpointQuery(locationsEndpoints.siblings, {
    params: { guid },
    ...(marinaId ? { query: { marinaId } } : {}),
  });

export function useLocationSiblings(guid: string, marinaId: string | null, enabled: boolean) {
  return useQuery({ ...locationSiblingsQueryOptions(guid, marinaId), enabled });
}
