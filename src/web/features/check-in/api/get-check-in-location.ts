import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '#core/locations/location.schema.ts';

/**
 * GET /api/check-in/{guid}: the location a QR code or NFC tag points at. Signed out it answers
 * 401, and the fetch wrapper saves this address and sends the browser to sign in and back.
 */
export const checkInLocationQueryOptions = (guid: string) =>
  queryOptions<LocationDetail>({ queryKey: [`/api/check-in/${encodeURIComponent(guid)}`] });

export function useCheckInLocation(guid: string) {
  return useQuery(checkInLocationQueryOptions(guid));
}
