import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLocationTypeBodySchema,
  locationTypeSchema,
  optionalMarinaQuerySchema,
} from '#core/locations/location.schema.ts';
import { createType, listTypes } from './location-types.service.ts';

export async function locationTypesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/location-types',
    { schema: { querystring: optionalMarinaQuerySchema, response: { 200: z.array(locationTypeSchema) } } },
    async (request) => listTypes(request, request.query.marinaId),
  );

  app.post(
    '/api/location-types',
    {
      schema: {
        body: createLocationTypeBodySchema,
        response: { 200: locationTypeSchema, 201: locationTypeSchema },
      },
    },
    async (request, reply) => {
      const { type, created } = await createType(request, request.body);
      return reply.code(created ? 201 : 200).send(type);
    },
  );
}
