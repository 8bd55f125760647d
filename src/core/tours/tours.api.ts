import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import { createTourBodySchema, tourSchema, updateTourBodySchema } from './tour.schema.ts';
import { toursEndpoints as routes } from './tours.endpoints.ts';

/** The tours endpoints with their schemas: what the server registers and documents. */
export const toursApi = {
  list: withSchemas(routes.list, {
    query: marinaQuerySchema,
    responses: { 200: z.array(tourSchema) },
  }),
  create: withSchemas(routes.create, {
    body: createTourBodySchema,
    responses: createResponses(tourSchema),
  }),
  get: withSchemas(routes.get, {
    params: guidParamsSchema,
    responses: { 200: tourSchema },
  }),
  update: withSchemas(routes.update, {
    params: guidParamsSchema,
    body: updateTourBodySchema,
    responses: { 200: tourSchema },
  }),
  remove: withSchemas(routes.remove, {
    params: guidParamsSchema,
    responses: { 200: z.object({ deleted: z.boolean() }) },
  }),
} as const;
