import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import {
  createOccupancyCheckBodySchema,
  createOccupancyChecklistBodySchema,
  deleteOccupancyCheckParamsSchema,
  deleteOccupancyCheckQuerySchema,
  deleteOccupancyCheckResultSchema,
  finalizeOccupancyChecklistBodySchema,
  occupancyChecklistSchema,
  occupancyChecklistsQuerySchema,
  occupancyCheckSchema,
  occupancyChecksParamsSchema,
  occupancyChecksQuerySchema,
} from '#core/checklists/checklist.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';

/**
 * The schemas of the occupancy endpoints: the one place their types are stated
 * (`occupancy.endpoints.ts` reads them).
 */
export const occupancySchemas = {
  list: {
    query: occupancyChecklistsQuerySchema,
    responses: { 200: z.array(occupancyChecklistSchema) },
  },
  start: {
    body: createOccupancyChecklistBodySchema,
    responses: createResponses(occupancyChecklistSchema),
  },
  finalize: {
    params: guidParamsSchema,
    body: finalizeOccupancyChecklistBodySchema,
    responses: { 200: occupancyChecklistSchema },
  },
  checks: {
    params: occupancyChecksParamsSchema,
    query: occupancyChecksQuerySchema,
    responses: { 200: z.array(occupancyCheckSchema) },
  },
  check: {
    body: createOccupancyCheckBodySchema,
    responses: createResponses(occupancyCheckSchema),
  },
  uncheck: {
    params: deleteOccupancyCheckParamsSchema,
    query: deleteOccupancyCheckQuerySchema,
    responses: { 200: deleteOccupancyCheckResultSchema },
  },
} as const satisfies AreaSchemas;
