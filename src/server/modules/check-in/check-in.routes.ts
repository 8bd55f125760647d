import type { FastifyInstance } from 'fastify';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { locationDetail } from '#server/modules/locations/locations.service.ts';

/**
 * GET /api/check-in/{guid}: the location a QR code or NFC tag points at, as GET /api/locations/{guid}
 * answers it. Signed out answers 401 so the page signs in and comes back.
 */
export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, checkInApi.location, (caller) => locationDetail(caller, caller.input.params.guid));
}
