import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import {
  activeShiftResponseSchema,
  endShiftBodySchema,
  shiftListQuerySchema,
  shiftSchema,
  startShiftBodySchema,
} from './shift.schema.ts';

/**
 * The schemas of the shifts endpoints: the one place their types are stated (`shifts.endpoints.ts`
 * reads them).
 */
export const shiftsSchemas = {
  active: { responses: { 200: activeShiftResponseSchema } },
  list: { query: shiftListQuerySchema, responses: { 200: z.array(shiftSchema) } },
  start: {
    body: startShiftBodySchema,
    responses: createResponses(shiftSchema),
  },
  end: { body: endShiftBodySchema, responses: { 200: shiftSchema } },
} as const satisfies AreaSchemas;
