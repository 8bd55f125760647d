import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';
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

export const useUpdateMeterReading = () => useWrite(updateMeterReading, invalidateMeterData);
