import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationRef } from '#core/locations/location.schema.ts';

/** GET /api/locations/{guid}/siblings?marinaId=: the locations under the same parent, in name order. */
export const locationSiblingsQueryOptions = (guid: string, marinaId: string | null) =>
  queryOptions<LocationRef[]>({
    queryKey: [`/api/locations/${encodeURIComponent(guid)}/siblings`, ...(marinaId ? [{ marinaId }] : [])],
  });

export function useLocationSiblings(guid: string, marinaId: string | null, enabled: boolean) {
  return useQuery({ ...locationSiblingsQueryOptions(guid, marinaId), enabled });
}
