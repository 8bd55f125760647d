import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import { createTourBodySchema, tourSchema, updateTourBodySchema } from './tour.schema.ts';

/**
 * The schemas of the tours endpoints: the one place their types are stated (`tours.endpoints.ts`
 * reads them).
 */
export const toursSchemas = {
  list: {
    query: marinaQuerySchema,
    responses: { 200: z.array(tourSchema) },
  },
  create: {
    body: createTourBodySchema,
    responses: createResponses(tourSchema),
  },
  get: {
    params: guidParamsSchema,
    responses: { 200: tourSchema },
  },
  update: {
    params: guidParamsSchema,
    body: updateTourBodySchema,
    responses: { 200: tourSchema },
  },
  remove: {
    params: guidParamsSchema,
    responses: { 200: z.object({ deleted: z.boolean() }) },
  },
} as const satisfies AreaSchemas;
