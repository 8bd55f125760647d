import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema } from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  locationTypeFormSchema,
  locationTypeSchema,
  optionalMarinaQuerySchema,
} from '#core/locations/location.schema.ts';
import { deleteLocationType, renameLocationType } from './location-types-admin.service.ts';

/** Admins rename and remove unused location types (issue 6). */
export async function locationTypesAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/location-types/:guid',
    {
      schema: {
        params: guidParamsSchema,
        body: locationTypeFormSchema.extend({ marinaId: z.uuid().optional() }),
        response: { 200: locationTypeSchema },
      },
    },
    async (request) => renameLocationType(request, request.params.guid, request.body),
  );

  app.delete(
    '/api/location-types/:guid',
    {
      schema: {
        params: guidParamsSchema,
        querystring: optionalMarinaQuerySchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => deleteLocationType(request, request.params.guid, request.query.marinaId),
  );
}
