import { z } from 'zod';
import type { AreaSchemas } from '#core/api/endpoint.ts';
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

/**
 * The schemas of the locations endpoints: the one place their types are stated
 * (`locations.endpoints.ts` reads them).
 */
export const locationsSchemas = {
  list: {
    query: listLocationsQuerySchema,
    responses: { 200: z.union([z.array(locationListItemSchema), compactLocationListSchema]) },
  },
  get: { params: guidParamsSchema, responses: { 200: locationDetailSchema } },
  siblings: {
    params: guidParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: z.array(locationRefSchema) },
  },
  create: {
    body: createLocationBodySchema,
    responses: { 200: z.union([locationSchema, bulkCreateResultSchema]), 201: locationSchema },
  },
  update: {
    params: guidParamsSchema,
    body: updateLocationBodySchema,
    responses: { 200: locationSchema },
  },
  remove: {
    params: guidParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: deleteLocationResultSchema },
  },
} as const satisfies AreaSchemas;
