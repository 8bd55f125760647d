import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '#web/lib/api-client.ts';
import { invalidateLocationData } from './invalidate.ts';

export interface DeleteLocationResult {
  deletedCount: number;
  childCount: number;
}

/** DELETE /api/locations/{guid}?marinaId=: removes the location and everything below it. No body. */
export function deleteLocation({ guid, marinaId }: { guid: string; marinaId: string }) {
  return apiRequest<DeleteLocationResult>(
    'DELETE',
    buildUrl(`/api/locations/${encodeURIComponent(guid)}`, { marinaId }),
  );
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    // Not awaited: the screen leaves at once, and the deleted location's own query must not hold it up.
    onSuccess: (_result, { guid }) => {
      void invalidateLocationData(queryClient, { deleted: guid });
    },
  });
}
