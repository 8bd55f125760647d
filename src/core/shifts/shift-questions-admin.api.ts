import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import {
  createShiftQuestionBodySchema,
  updateShiftQuestionBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import { shiftQuestionSchema } from './shift.schema.ts';
import { shiftQuestionsAdminEndpoints as routes } from './shift-questions-admin.endpoints.ts';

/** The admin side of shift questions with its schemas: what the server registers and documents. */
export const shiftQuestionsAdminApi = {
  all: withSchemas(routes.all, {
    query: marinaQuerySchema,
    responses: { 200: z.array(shiftQuestionSchema) },
  }),
  create: withSchemas(routes.create, {
    body: createShiftQuestionBodySchema,
    responses: createResponses(shiftQuestionSchema),
  }),
  update: withSchemas(routes.update, {
    params: guidParamsSchema,
    body: updateShiftQuestionBodySchema,
    responses: { 200: shiftQuestionSchema },
  }),
} as const;
