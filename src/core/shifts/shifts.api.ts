import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import {
  activeShiftResponseSchema,
  endShiftBodySchema,
  shiftListQuerySchema,
  shiftSchema,
  startShiftBodySchema,
} from './shift.schema.ts';
import { shiftsEndpoints as routes } from './shifts.endpoints.ts';

/** The shifts endpoints with their schemas: what the server registers and documents. */
export const shiftsApi = {
  active: withSchemas(routes.active, { responses: { 200: activeShiftResponseSchema } }),
  list: withSchemas(routes.list, { query: shiftListQuerySchema, responses: { 200: z.array(shiftSchema) } }),
  start: withSchemas(routes.start, {
    body: startShiftBodySchema,
    responses: createResponses(shiftSchema),
  }),
  end: withSchemas(routes.end, { body: endShiftBodySchema, responses: { 200: shiftSchema } }),
} as const;
