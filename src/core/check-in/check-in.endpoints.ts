import { defineRoute } from '#core/api/endpoint.ts';
import type { LocationDetail } from '#core/locations/location.schema.ts';

/**
 * The check-in endpoint, as the web calls it (no schemas: the check-in page does not load zod,
 * decision 0019). The server adds the schemas in `check-in.api.ts`.
 */
export const checkInEndpoints = {
  location: defineRoute<{ params: { guid: string }; result: LocationDetail }>()({
    method: 'GET',
    path: '/api/check-in/:guid',
    operationId: 'getCheckInLocation',
    summary: 'The location a QR code or NFC tag points at (401 signed out: the page signs in and comes back)',
    tag: 'Check-in',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  }),
} as const;
