import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { checklistItemsWrite } from '#web/features/checklists/api/offline-checklists.ts';
import { endpointKey } from '#web/lib/call.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { checklistInstancesQueryKey } from './get-checklist-instances.ts';

export interface SaveChecklistInput {
  guid: string;
  marinaId: string;
  completedItems: string[];
  isCompleted: boolean;
  /** For the entry while it waits to sync. */
  checklistName: string;
}

/**
 * PUT /api/checklist-instances/{guid} {completedItems, isCompleted, marinaId}, through the
 * offline queue (ADR 0021): the whole state each time, so the last save sent is what stays.
 */
export const updateChecklistInstance = ({
  guid,
  checklistName,
  ...body
}: SaveChecklistInput): Promise<WriteOutcome> => queueWrite(checklistItemsWrite(guid, body, checklistName));

const saveKey = ['save-checklist-instance'] as const;

/**
 * Ticks and completion, shown at once (optimistic) in the cached list and put back when the
 * server refuses; the list is fetched again once no save is in flight.
 */
export function useUpdateChecklistInstance(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey,
    // One instance's saves run one after another, so the last tick is the one the server keeps.
    scope: { id: `checklist-instance-${guid}` },
    mutationFn: updateChecklistInstance,
    onMutate: async ({ guid, marinaId, completedItems, isCompleted }) => {
      const key = checklistInstancesQueryKey(marinaId);
      const previous = queryClient.getQueryData<ChecklistInstance[]>(key);
      queryClient.setQueryData<ChecklistInstance[]>(key, (list) =>
        list?.map((i) =>
          i.guid === guid
            ? {
                ...i,
                completedItems,
                isCompleted,
                progress: instanceProgress(i.items, completedItems).percent,
              }
            : i,
        ),
      );
      // After: a refetch under way reverts to the state set by hand, not to the one before it.
      await queryClient.cancelQueries({ queryKey: key });
      return { previous };
    },
    onError: (_error, { marinaId }, context) => {
      if (context?.previous) queryClient.setQueryData(checklistInstancesQueryKey(marinaId), context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: saveKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: endpointKey(checklistsEndpoints.listInstances) });
    },
  });
}
