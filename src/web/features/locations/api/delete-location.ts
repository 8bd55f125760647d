import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';
import { invalidateLocationData } from './invalidate.ts';

/** DELETE /api/locations/{guid}?marinaId=: removes the location and everything below it. No body. */
export function deleteLocation({ guid, marinaId }: { guid: string; marinaId: string }) {
  return call(locationsEndpoints.remove, { params: { guid }, query: { marinaId } });
}

// Not awaited: the screen leaves at once, and the deleted location's own query must not hold it up.
export const useDeleteLocation = () =>
  useWrite(deleteLocation, (queryClient, { guid }) => {
    void invalidateLocationData(queryClient, { deleted: guid });
  });
