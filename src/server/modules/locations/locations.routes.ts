import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  bulkCreateResultSchema,
  createLocationBodySchema,
  deleteLocationResultSchema,
  listLocationsQuerySchema,
  locationDetailSchema,
  locationListItemSchema,
  locationRefSchema,
  locationSchema,
  optionalMarinaQuerySchema,
  updateLocationBodySchema,
} from '#core/locations/location.schema.ts';
import { listLocations, locationDetail, siblingsOf } from './locations.service.ts';
import { deleteLocation, updateLocation } from './locations-edit.service.ts';
import { createLocations } from './locations-write.service.ts';

export async function locationsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/locations',
    { schema: { querystring: listLocationsQuerySchema, response: { 200: z.array(locationListItemSchema) } } },
    async (request) => listLocations(request, request.query),
  );

  app.get(
    '/api/locations/:guid',
    { schema: { params: guidParamsSchema, response: { 200: locationDetailSchema } } },
    async (request) => locationDetail(request, request.params.guid),
  );

  app.get(
    '/api/locations/:guid/siblings',
    {
      schema: {
        params: guidParamsSchema,
        querystring: optionalMarinaQuerySchema,
        response: { 200: z.array(locationRefSchema) },
      },
    },
    async (request) => siblingsOf(request, request.params.guid, request.query.marinaId),
  );

  app.post(
    '/api/locations',
    {
      schema: {
        body: createLocationBodySchema,
        response: { 200: z.union([locationSchema, bulkCreateResultSchema]), 201: locationSchema },
      },
    },
    async (request, reply) => {
      const outcome = await createLocations(request, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.put(
    '/api/locations/:guid',
    {
      schema: { params: guidParamsSchema, body: updateLocationBodySchema, response: { 200: locationSchema } },
    },
    async (request) => updateLocation(request, request.params.guid, request.body),
  );

  app.delete(
    '/api/locations/:guid',
    {
      schema: {
        params: guidParamsSchema,
        querystring: optionalMarinaQuerySchema,
        response: { 200: deleteLocationResultSchema },
      },
    },
    async (request) => deleteLocation(request, request.params.guid, request.query.marinaId),
  );
}
