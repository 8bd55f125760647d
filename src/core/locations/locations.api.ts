import { z } from 'zod';
import { withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  bulkCreateResultSchema,
  compactLocationListSchema,
  createLocationBodySchema,
  deleteLocationResultSchema,
  listLocationsQuerySchema,
  locationDetailSchema,
  locationListItemSchema,
  locationRefSchema,
  locationSchema,
  optionalMarinaQuerySchema,
  updateLocationBodySchema,
} from './location.schema.ts';
import { locationsEndpoints as routes } from './locations.endpoints.ts';

/** The locations endpoints with their schemas: what the server registers and documents. */
export const locationsApi = {
  list: withSchemas(routes.list, {
    query: listLocationsQuerySchema,
    responses: { 200: z.union([z.array(locationListItemSchema), compactLocationListSchema]) },
  }),
  get: withSchemas(routes.get, { params: guidParamsSchema, responses: { 200: locationDetailSchema } }),
  siblings: withSchemas(routes.siblings, {
    params: guidParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: z.array(locationRefSchema) },
  }),
  create: withSchemas(routes.create, {
    body: createLocationBodySchema,
    responses: { 200: z.union([locationSchema, bulkCreateResultSchema]), 201: locationSchema },
  }),
  update: withSchemas(routes.update, {
    params: guidParamsSchema,
    body: updateLocationBodySchema,
    responses: { 200: locationSchema },
  }),
  remove: withSchemas(routes.remove, {
    params: guidParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: deleteLocationResultSchema },
  }),
} as const;
