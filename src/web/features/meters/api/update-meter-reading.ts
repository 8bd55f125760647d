import { useMutation, useQueryClient } from '@tanstack/react-query';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { invalidateMeterData } from './invalidate.ts';

export interface UpdateMeterReadingInput {
  guid: string;
  reading: string;
  notes: string | null;
  marinaId: string | null;
}

/** PUT /api/meter-readings/{guid}: a corrected value and notes. */
export function updateMeterReading({ guid, reading, notes, marinaId }: UpdateMeterReadingInput) {
  return call(metersEndpoints.updateReading, {
    params: { guid },
    body: { reading, notes: notes ?? '', ...(marinaId ? { marinaId } : {}) },
  });
}

export function useUpdateMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeterReading,
    onSuccess: () => invalidateMeterData(queryClient),
  });
}
