import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '#web/lib/api-client.ts';
import { invalidateMeterData } from './invalidate.ts';

/** DELETE /api/meter-readings/{guid}?marinaId=: the reading and its meter activity; the photo stays. */
export function deleteMeterReading({ guid, marinaId }: { guid: string; marinaId: string }) {
  return apiRequest<{ guid: string; deleted: true }>(
    'DELETE',
    buildUrl(`/api/meter-readings/${encodeURIComponent(guid)}`, { marinaId }),
  );
}

export function useDeleteMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeterReading,
    onSuccess: () => invalidateMeterData(queryClient),
  });
}
