import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { locationDetailSchema } from '#core/locations/location.schema.ts';
import { locationDetail } from '#server/modules/locations/locations.service.ts';

/**
 * GET /api/check-in/{guid}: the location a QR code or NFC tag points at, as GET /api/locations/{guid}
 * answers it. Signed out answers 401 so the page signs in and comes back.
 */
export async function checkInRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/check-in/:guid',
    { schema: { params: guidParamsSchema, response: { 200: locationDetailSchema } } },
    async (request) => locationDetail(request, request.params.guid),
  );
}
