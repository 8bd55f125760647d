import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccupancyCheck } from '#core/checklists/checklist.schema.ts';
import { CHECKLIST_MESSAGES } from '#core/checklists/checklist-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { createOccupancyCheck } from './create-occupancy-check.ts';
import { deleteOccupancyCheck } from './delete-occupancy-check.ts';
import { occupancyChecksQueryKey } from './get-occupancy-checks.ts';

export interface ToggleOccupancyCheckInput {
  checklistId: string;
  locationId: string;
  marinaId: string;
  present: boolean;
}

export const toggleOccupancyCheckKey = ['toggle-occupancy-check'] as const;

/**
 * A child's checkbox: POST or DELETE, shown at once (optimistic) and rolled back with the
 * spec's toast when the server refuses. The checks are fetched again once no toggle is in flight,
 * so quick taps on several children never flicker back.
 */
export function useToggleOccupancyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleOccupancyCheckKey,
    mutationFn: async ({ present, ...input }: ToggleOccupancyCheckInput): Promise<void> => {
      if (present) await createOccupancyCheck({ guid: crypto.randomUUID(), ...input });
      else await deleteOccupancyCheck(input);
    },
    onMutate: async ({ checklistId, locationId, present }) => {
      const key = occupancyChecksQueryKey(checklistId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<OccupancyCheck[]>(key, (checks = []) => {
        const rest = checks.filter((c) => c.locationId !== locationId);
        if (!present) return rest;
        const pending: OccupancyCheck = {
          guid: `pending-${locationId}`,
          checklistId,
          locationId,
          checkedAt: new Date().toISOString(),
          checkedBy: null,
          checkedByUserId: null,
        };
        return [...rest, pending];
      });
    },
    onError: (_error, { checklistId, locationId, present }) => {
      // Undo only this child's change: other taps made meanwhile stay.
      queryClient.setQueryData<OccupancyCheck[]>(occupancyChecksQueryKey(checklistId), (checks = []) =>
        present
          ? checks.filter((c) => c.locationId !== locationId)
          : checks.some((c) => c.locationId === locationId)
            ? checks
            : [
                ...checks,
                {
                  guid: `restored-${locationId}`,
                  checklistId,
                  locationId,
                  checkedAt: new Date().toISOString(),
                  checkedBy: null,
                  checkedByUserId: null,
                },
              ],
      );
      toast({ title: 'Error', description: CHECKLIST_MESSAGES.checkFailed, variant: 'destructive' });
    },
    onSettled: (_data, _error, { checklistId }) => {
      if (queryClient.isMutating({ mutationKey: toggleOccupancyCheckKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: occupancyChecksQueryKey(checklistId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/occupancy-checklists'] });
    },
  });
}
