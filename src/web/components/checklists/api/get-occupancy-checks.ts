import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccupancyCheck } from '#core/checklists/checklist.schema.ts';

export const occupancyChecksQueryKey = (checklistId: string) =>
  [`/api/occupancy-checks/${encodeURIComponent(checklistId)}`] as const;

/** GET /api/occupancy-checks/{checklistId}: the children marked present. */
export const occupancyChecksQueryOptions = (checklistId: string) =>
  queryOptions<OccupancyCheck[]>({ queryKey: occupancyChecksQueryKey(checklistId) });

export function useOccupancyChecks(checklistId: string, enabled = true) {
  return useQuery({ ...occupancyChecksQueryOptions(checklistId), enabled });
}
