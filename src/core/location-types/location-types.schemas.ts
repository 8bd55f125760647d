import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { deletedSchema } from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  createLocationTypeBodySchema,
  locationTypeSchema,
  optionalMarinaQuerySchema,
  renameLocationTypeBodySchema,
} from '#core/locations/location.schema.ts';

/**
 * The schemas of the location types endpoints: the one place their types are stated
 * (`location-types.endpoints.ts` reads them).
 */
export const locationTypesSchemas = {
  list: {
    query: optionalMarinaQuerySchema,
    responses: { 200: z.array(locationTypeSchema) },
  },
  create: {
    body: createLocationTypeBodySchema,
    responses: createResponses(locationTypeSchema),
  },
  rename: {
    params: guidParamsSchema,
    body: renameLocationTypeBodySchema,
    responses: { 200: locationTypeSchema },
  },
  remove: {
    params: guidParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: deletedSchema },
  },
} as const satisfies AreaSchemas;
