import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { deletedSchema } from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  createLocationTypeBodySchema,
  locationTypeSchema,
  optionalMarinaQuerySchema,
  renameLocationTypeBodySchema,
} from '#core/locations/location.schema.ts';
import { locationTypesEndpoints as routes } from './location-types.endpoints.ts';

/** The location types endpoints with their schemas: what the server registers and documents. */
export const locationTypesApi = {
  list: withSchemas(routes.list, {
    query: optionalMarinaQuerySchema,
    responses: { 200: z.array(locationTypeSchema) },
  }),
  create: withSchemas(routes.create, {
    body: createLocationTypeBodySchema,
    responses: createResponses(locationTypeSchema),
  }),
  rename: withSchemas(routes.rename, {
    params: guidParamsSchema,
    body: renameLocationTypeBodySchema,
    responses: { 200: locationTypeSchema },
  }),
  remove: withSchemas(routes.remove, {
    params: guidParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: deletedSchema },
  }),
} as const;
