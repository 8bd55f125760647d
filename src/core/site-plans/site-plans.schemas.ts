import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { deletedSchema } from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  calibrationBodySchema,
  createPlanBodySchema,
  overlayQuerySchema,
  overlaySchema,
  planSchema,
  updatePlanBodySchema,
} from './site-plan.schema.ts';

/**
 * The schemas of the site plan endpoints: the one place their types are stated
 * (`site-plans.endpoints.ts` reads them).
 */
export const sitePlansSchemas = {
  list: { params: guidParamsSchema, responses: { 200: z.array(planSchema) } },
  create: { params: guidParamsSchema, body: createPlanBodySchema, responses: createResponses(planSchema) },
  update: { params: guidParamsSchema, body: updatePlanBodySchema, responses: { 200: planSchema } },
  remove: { params: guidParamsSchema, responses: { 200: deletedSchema } },
  calibrate: { params: guidParamsSchema, body: calibrationBodySchema, responses: { 200: planSchema } },
  overlay: { params: guidParamsSchema, query: overlayQuerySchema, responses: { 200: overlaySchema } },
} as const satisfies AreaSchemas;
