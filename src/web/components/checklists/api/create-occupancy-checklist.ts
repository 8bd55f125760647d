import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { afterOccupancyChecklistWrite } from './invalidate.ts';

export interface CreateOccupancyChecklistInput {
  /** Client-generated, so a retry never starts a second checklist. */
  guid: string;
  locationId: string;
  marinaId: string;
}

/** POST /api/occupancy-checklists {locationId, marinaId}: 409 when the location has an open one. */
export const createOccupancyChecklist = (body: CreateOccupancyChecklistInput) =>
  apiRequest<OccupancyChecklist>('POST', '/api/occupancy-checklists', body);

/** The callbacks run on the mutation itself: the Start row is gone once the list is fetched again. */
export function useCreateOccupancyChecklist(
  callbacks: { onSuccess?: () => void; onError?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOccupancyChecklist,
    onSuccess: () => callbacks.onSuccess?.(),
    onError: () => callbacks.onError?.(),
    onSettled: () => afterOccupancyChecklistWrite(queryClient),
  });
}
