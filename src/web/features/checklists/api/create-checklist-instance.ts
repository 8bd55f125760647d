import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_STAFF_NAME } from '#core/checklists/checklist-constants.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { checklistStartWrite } from '#web/features/checklists/api/offline-checklists.ts';
import { endpointKey } from '#web/lib/call.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';

export interface StartChecklistInput {
  guid: string;
  checklistId: string;
  marinaId: string;
  /** The template's name and items, to show the checklist while it waits to sync. */
  checklist: { name: string; items: string[] };
}

/**
 * POST /api/checklist-instances {checklistId, staffName, completedItems, isCompleted, marinaId}:
 * starts with the staff name 'Security Officer', nothing ticked (spec 001 section 5), through
 * the offline queue (ADR 0021).
 */
export const createChecklistInstance = ({
  guid,
  checklistId,
  marinaId,
  checklist,
}: StartChecklistInput): Promise<WriteOutcome> =>
  queueWrite(
    checklistStartWrite(
      { guid, checklistId, staffName: DEFAULT_STAFF_NAME, completedItems: [], isCompleted: false, marinaId },
      checklist,
    ),
  );

export function useCreateChecklistInstance(
  callbacks: { onSuccess?: (outcome: WriteOutcome) => void; onError?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklistInstance,
    onSuccess: (outcome) => {
      callbacks.onSuccess?.(outcome);
      return queryClient.invalidateQueries({ queryKey: endpointKey(checklistsEndpoints.listInstances) });
    },
    onError: () => callbacks.onError?.(),
  });
}
