import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateMeterData } from './invalidate.ts';

export interface UpdateMeterReadingInput {
  guid: string;
  reading: string;
  notes: string | null;
  marinaId: string | null;
}

/** PUT /api/meter-readings/{guid}: a corrected value and notes. */
export function updateMeterReading({ guid, reading, notes, marinaId }: UpdateMeterReadingInput) {
  return apiRequest<MeterReading>('PUT', `/api/meter-readings/${encodeURIComponent(guid)}`, {
    reading,
    notes: notes ?? '',
    ...(marinaId ? { marinaId } : {}),
  });
}

export function useUpdateMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeterReading,
    onSuccess: () => invalidateMeterData(queryClient),
  });
}
