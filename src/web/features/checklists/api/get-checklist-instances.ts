import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';

export const checklistInstancesQueryKey = (marinaId: string | null) =>
  ['/api/checklist-instances', { marinaId }] as const;

/** GET /api/checklist-instances?marinaId=: every in-progress instance and the newest completed ones. */
export const checklistInstancesQueryOptions = (marinaId: string | null) =>
  queryOptions<ChecklistInstance[]>({
    queryKey: checklistInstancesQueryKey(marinaId),
    enabled: marinaId !== null,
  });

export function useChecklistInstances(marinaId: string | null) {
  return useQuery(checklistInstancesQueryOptions(marinaId));
}
