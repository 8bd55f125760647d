import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  checklistInstanceSchema,
  checklistSchema,
  createChecklistInstanceBodySchema,
  updateChecklistInstanceBodySchema,
} from './checklist.schema.ts';

/**
 * The schemas of the checklist endpoints: the one place their types are stated
 * (`checklists.endpoints.ts` reads them).
 */
export const checklistsSchemas = {
  list: { query: marinaQuerySchema, responses: { 200: z.array(checklistSchema) } },
  listInstances: {
    query: marinaQuerySchema,
    responses: { 200: z.array(checklistInstanceSchema) },
  },
  start: {
    body: createChecklistInstanceBodySchema,
    responses: createResponses(checklistInstanceSchema),
  },
  save: {
    params: guidParamsSchema,
    body: updateChecklistInstanceBodySchema,
    responses: { 200: checklistInstanceSchema },
  },
} as const satisfies AreaSchemas;
