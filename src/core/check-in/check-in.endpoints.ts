import { defineRoutes } from '#core/api/endpoint.ts';
import type { checkInSchemas } from './check-in.schemas.ts';

/**
 * The check-in endpoint, as the web calls it (no schemas: the check-in page does not load zod,
 * decision 0019). Their types come from `check-in.schemas.ts`.
 */
export const checkInEndpoints = defineRoutes<typeof checkInSchemas>()({
  location: {
    method: 'GET',
    path: '/api/check-in/:guid',
    operationId: 'getCheckInLocation',
    summary: 'The location a QR code or NFC tag points at (401 signed out: the page signs in and comes back)',
    tag: 'Check-in',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  },
});
