import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#core/locations/location.schema.ts';

/** GET /api/locations?marinaId=: the marina's locations (the meter reads filter's parent choices). */
export const marinaLocationsQueryOptions = (marinaId: string) =>
  queryOptions<LocationListItem[]>({ queryKey: ['/api/locations', { marinaId }] });

export function useMarinaLocations(marinaId: string | null) {
  return useQuery({ ...marinaLocationsQueryOptions(marinaId ?? ''), enabled: marinaId !== null });
}
