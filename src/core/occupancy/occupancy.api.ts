import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
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
import { occupancyEndpoints as routes } from './occupancy.endpoints.ts';

/** The occupancy endpoints with their schemas: what the server registers and documents. */
export const occupancyApi = {
  list: withSchemas(routes.list, {
    query: occupancyChecklistsQuerySchema,
    responses: { 200: z.array(occupancyChecklistSchema) },
  }),
  start: withSchemas(routes.start, {
    body: createOccupancyChecklistBodySchema,
    responses: createResponses(occupancyChecklistSchema),
  }),
  finalize: withSchemas(routes.finalize, {
    params: guidParamsSchema,
    body: finalizeOccupancyChecklistBodySchema,
    responses: { 200: occupancyChecklistSchema },
  }),
  checks: withSchemas(routes.checks, {
    params: occupancyChecksParamsSchema,
    query: occupancyChecksQuerySchema,
    responses: { 200: z.array(occupancyCheckSchema) },
  }),
  check: withSchemas(routes.check, {
    body: createOccupancyCheckBodySchema,
    responses: createResponses(occupancyCheckSchema),
  }),
  uncheck: withSchemas(routes.uncheck, {
    params: deleteOccupancyCheckParamsSchema,
    query: deleteOccupancyCheckQuerySchema,
    responses: { 200: deleteOccupancyCheckResultSchema },
  }),
} as const;
