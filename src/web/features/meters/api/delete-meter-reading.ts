import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';
import { invalidateMeterData } from './invalidate.ts';

/** DELETE /api/meter-readings/{guid}?marinaId=: the reading and its meter activity; the photo stays. */
export function deleteMeterReading({ guid, marinaId }: { guid: string; marinaId: string }) {
  return call(metersEndpoints.deleteReading, { params: { guid }, query: { marinaId } });
}

export const useDeleteMeterReading = () => useWrite(deleteMeterReading, invalidateMeterData);
