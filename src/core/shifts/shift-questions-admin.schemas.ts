import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import {
  createShiftQuestionBodySchema,
  updateShiftQuestionBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import { shiftQuestionSchema } from './shift.schema.ts';

/**
 * The schemas of the admin side of shift questions: the one place their types are stated
 * (`shift-questions-admin.endpoints.ts` reads them).
 */
export const shiftQuestionsAdminSchemas = {
  all: {
    query: marinaQuerySchema,
    responses: { 200: z.array(shiftQuestionSchema) },
  },
  create: {
    body: createShiftQuestionBodySchema,
    responses: createResponses(shiftQuestionSchema),
  },
  update: {
    params: guidParamsSchema,
    body: updateShiftQuestionBodySchema,
    responses: { 200: shiftQuestionSchema },
  },
} as const satisfies AreaSchemas;
