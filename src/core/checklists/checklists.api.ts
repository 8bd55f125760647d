import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  checklistInstanceSchema,
  checklistSchema,
  createChecklistInstanceBodySchema,
  updateChecklistInstanceBodySchema,
} from './checklist.schema.ts';
import { checklistsEndpoints as routes } from './checklists.endpoints.ts';

/** The checklist endpoints with their schemas: what the server registers and documents. */
export const checklistsApi = {
  list: withSchemas(routes.list, { query: marinaQuerySchema, responses: { 200: z.array(checklistSchema) } }),
  listInstances: withSchemas(routes.listInstances, {
    query: marinaQuerySchema,
    responses: { 200: z.array(checklistInstanceSchema) },
  }),
  start: withSchemas(routes.start, {
    body: createChecklistInstanceBodySchema,
    responses: createResponses(checklistInstanceSchema),
  }),
  save: withSchemas(routes.save, {
    params: guidParamsSchema,
    body: updateChecklistInstanceBodySchema,
    responses: { 200: checklistInstanceSchema },
  }),
} as const;
