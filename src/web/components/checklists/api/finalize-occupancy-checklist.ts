import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { afterOccupancyChecklistWrite } from './invalidate.ts';

export interface FinalizeOccupancyChecklistInput {
  guid: string;
  marinaId: string;
}

/** PUT /api/occupancy-checklists/{id}/finalize {marinaId}: read-only from then on. */
export const finalizeOccupancyChecklist = ({ guid, marinaId }: FinalizeOccupancyChecklistInput) =>
  apiRequest<OccupancyChecklist>('PUT', `/api/occupancy-checklists/${encodeURIComponent(guid)}/finalize`, {
    marinaId,
  });

/** The callbacks run on the mutation itself: the checklist's card is gone once the list is fetched again. */
export function useFinalizeOccupancyChecklist(
  callbacks: { onSuccess?: () => void; onError?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeOccupancyChecklist,
    onSuccess: () => callbacks.onSuccess?.(),
    onError: () => callbacks.onError?.(),
    onSettled: () => afterOccupancyChecklistWrite(queryClient),
  });
}
