import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccupancyCheck } from '#core/checklists/checklist.schema.ts';
import { occupancyEndpoints } from '#core/occupancy/occupancy.endpoints.ts';
import { occupancyCheckWrite } from '#web/features/occupancy/api/offline-occupancy.ts';
import { endpointKey } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import { toast } from '#web/lib/toast.ts';
import { occupancyChecksQueryKey } from './get-occupancy-checks.ts';

export interface ToggleOccupancyCheckInput {
  checklistId: string;
  locationId: string;
  marinaId: string;
  present: boolean;
  /** The child's name, for the entry while it waits to sync. */
  childName: string;
}

export const toggleOccupancyCheckKey = ['toggle-occupancy-check'] as const;

/**
 * A child's checkbox: POST or DELETE through the offline queue (ADR 0021), so ticks made without
 * a network are sent later in the order they were made. Shown at once (optimistic) and rolled
 * back with the spec's toast when the server refuses. The checks are fetched again once no
 * toggle is in flight, so quick taps on several children never flicker back. One toggle at a
 * time (scope), so the queue holds them in the order they were tapped.
 */
/** A check the phone shows before the server answers (`guid` says why: pending, restored), by nobody yet. */
const localCheck = (guid: string, checklistId: string, locationId: string): OccupancyCheck => ({
  guid,
  checklistId,
  locationId,
  checkedAt: new Date().toISOString(),
  checkedBy: null,
  checkedByUserId: null,
});

export function useToggleOccupancyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleOccupancyCheckKey,
    scope: { id: 'toggle-occupancy-check' },
    mutationFn: async ({ present, childName, ...input }: ToggleOccupancyCheckInput): Promise<void> => {
      await queueWrite(occupancyCheckWrite({ guid: crypto.randomUUID(), ...input }, present, childName));
    },
    onMutate: async ({ checklistId, locationId, present }) => {
      const key = occupancyChecksQueryKey(checklistId);
      // Shown in the same tick as the tap; a refetch under way is cancelled after, and reverts to
      // this state (data set by hand during a fetch is what a cancel restores).
      queryClient.setQueryData<OccupancyCheck[]>(key, (checks = []) => {
        const rest = checks.filter((c) => c.locationId !== locationId);
        return present ? [...rest, localCheck(`pending-${locationId}`, checklistId, locationId)] : rest;
      });
      await queryClient.cancelQueries({ queryKey: key });
    },
    onError: (_error, { checklistId, locationId, present }) => {
      // Undo only this child's change: other taps made meanwhile stay.
      queryClient.setQueryData<OccupancyCheck[]>(occupancyChecksQueryKey(checklistId), (checks = []) =>
        present
          ? checks.filter((c) => c.locationId !== locationId)
          : checks.some((c) => c.locationId === locationId)
            ? checks
            : [...checks, localCheck(`restored-${locationId}`, checklistId, locationId)],
      );
      toast({
        title: i18n.t('common:error'),
        description: i18n.t('occupancy:messages.checkFailed'),
        variant: 'destructive',
      });
    },
    onSettled: (_data, _error, { checklistId }) => {
      if (queryClient.isMutating({ mutationKey: toggleOccupancyCheckKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: occupancyChecksQueryKey(checklistId) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(occupancyEndpoints.list) });
    },
  });
}
