import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { withPendingInstances } from '#web/features/checklists/api/offline-checklists.ts';
import { endpointKey } from '#web/lib/call.ts';
import { usePendingOverlay } from '#web/lib/offline/use-pending-writes.ts';

export const checklistInstancesQueryKey = (marinaId: string | null) =>
  endpointKey(checklistsEndpoints.listInstances, { query: { marinaId } });

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
