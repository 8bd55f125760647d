import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OccupancyStartBody,
  occupancyStartWrite,
} from '#web/features/occupancy/api/offline-occupancy.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { afterOccupancyChecklistWrite } from './invalidate.ts';

export interface CreateOccupancyChecklistInput extends OccupancyStartBody {
  /** Shown with the checklist while it waits to sync; not sent. */
  locationName: string;
  childCount: number;
}

/**
 * POST /api/occupancy-checklists {locationId, marinaId} through the offline queue (ADR 0021); the
 * guid is client-generated, so a retry never starts a second checklist. 409 when the location
 * has an open one.
 */
export const createOccupancyChecklist = ({
  locationName,
  childCount,
  ...body
}: CreateOccupancyChecklistInput): Promise<WriteOutcome> =>
  queueWrite(occupancyStartWrite(body, { name: locationName, childCount }));

/** The callbacks run on the mutation itself: the Start row is gone once the list is fetched again. */
export function useCreateOccupancyChecklist(
  callbacks: { onSuccess?: (outcome: WriteOutcome) => void; onError?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOccupancyChecklist,
    onSuccess: (outcome) => callbacks.onSuccess?.(outcome),
    onError: () => callbacks.onError?.(),
    onSettled: () => afterOccupancyChecklistWrite(queryClient),
  });
}
