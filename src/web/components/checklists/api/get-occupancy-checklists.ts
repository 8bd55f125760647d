import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccupancyChecklist } from '#core/checklists/checklist.schema.ts';

export const occupancyChecklistsQueryKey = (marinaId: string | null) =>
  ['/api/occupancy-checklists', { marinaId }] as const;

/** GET /api/occupancy-checklists?marinaId=: every open checklist and the newest finalized ones. */
export const occupancyChecklistsQueryOptions = (marinaId: string | null) =>
  queryOptions<OccupancyChecklist[]>({
    queryKey: occupancyChecklistsQueryKey(marinaId),
    enabled: marinaId !== null,
  });

export function useOccupancyChecklists(marinaId: string | null) {
  return useQuery(occupancyChecklistsQueryOptions(marinaId));
}
