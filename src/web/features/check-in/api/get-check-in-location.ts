import { useQuery } from '@tanstack/react-query';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/**
 * GET /api/check-in/{guid}: the location a QR code or NFC tag points at. Signed out it answers
 * 401, and the fetch wrapper saves this address and sends the browser to sign in and back.
 */
export const checkInLocationQueryOptions = (guid: string) =>
  endpointQuery(checkInEndpoints.location, { params: { guid } });

/**
 * The route starts this look-up alongside the screen's chunk (routes.tsx). An answer it got is
 * the answer, a refusal too: without `retryOnMount: false` a 404 from that early look-up made the
 * screen ask again when it mounted (issue 30 item 20). 'Try Again' still asks anew.
 */
export function useCheckInLocation(guid: string) {
  return useQuery({ ...checkInLocationQueryOptions(guid), retryOnMount: false });
}
