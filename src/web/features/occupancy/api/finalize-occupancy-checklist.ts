import { useMutation, useQueryClient } from '@tanstack/react-query';
import { occupancyFinalizeWrite } from '#web/features/occupancy/api/offline-occupancy.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { afterOccupancyChecklistWrite } from './invalidate.ts';

export interface FinalizeOccupancyChecklistInput {
  guid: string;
  marinaId: string;
  /** The guid of the 'checklist' activity it writes: kept for a retry, so it finalizes once. */
  activityGuid: string;
  location: { guid: string; name: string };
}

/**
 * PUT /api/occupancy-checklists/{id}/finalize {marinaId} (+ the activity's guid), through the
 * offline queue (ADR 0021): read-only from then on.
 */
export const finalizeOccupancyChecklist = ({
  guid,
  marinaId,
  activityGuid,
  location,
}: FinalizeOccupancyChecklistInput): Promise<WriteOutcome> =>
  queueWrite(occupancyFinalizeWrite(guid, { guid: activityGuid, marinaId }, location));

/** The callbacks run on the mutation itself: the checklist's card is gone once the list is fetched again. */
export function useFinalizeOccupancyChecklist(
  callbacks: { onSuccess?: (outcome: WriteOutcome) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeOccupancyChecklist,
    onSuccess: (outcome) => callbacks.onSuccess?.(outcome),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => afterOccupancyChecklistWrite(queryClient),
  });
}
