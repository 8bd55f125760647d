import type { Location, LocationFormValues } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';
import { invalidateLocationData } from './invalidate.ts';

export interface UpdateLocationInput {
  guid: string;
  body: LocationFormValues & { clientId: string; marinaId: string };
}

/** PUT /api/locations/{guid}: the form fields plus clientId and marinaId. */
export function updateLocation({ guid, body }: UpdateLocationInput): Promise<Location> {
  return call(locationsEndpoints.update, { params: { guid }, body });
}

export const useUpdateLocation = () =>
  useWrite(updateLocation, (queryClient) => invalidateLocationData(queryClient));
