import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';
import { withPendingInstances } from '#web/lib/offline/pending-writes.ts';
import { usePendingOverlay } from '#web/lib/offline/use-pending-writes.ts';

export const checklistInstancesQueryKey = (marinaId: string | null) =>
  ['/api/checklist-instances', { marinaId }] as const;

/** GET /api/checklist-instances?marinaId=: every in-progress instance and the newest completed ones. */
export const checklistInstancesQueryOptions = (marinaId: string | null) =>
  queryOptions<ChecklistInstance[]>({
    queryKey: checklistInstancesQueryKey(marinaId),
    enabled: marinaId !== null,
  });

/** With the checklists started and ticked on this phone and not yet synced (ADR 0021). */
export function useChecklistInstances(marinaId: string | null) {
  return usePendingOverlay(
    useQuery(checklistInstancesQueryOptions(marinaId)),
    marinaId,
    withPendingInstances,
  );
}
