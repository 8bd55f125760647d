import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { endpointKey } from '#web/lib/call.ts';

/**
 * GET /api/check-in/{guid}: the location a QR code or NFC tag points at. Signed out it answers
 * 401, and the fetch wrapper saves this address and sends the browser to sign in and back.
 */
export const checkInLocationQueryOptions = (guid: string) =>
  queryOptions<LocationDetail>({ queryKey: endpointKey(checkInEndpoints.location, { params: { guid } }) });

export function useCheckInLocation(guid: string) {
  return useQuery(checkInLocationQueryOptions(guid));
}
