import { z } from 'zod';
import type { AreaSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  saveAnswersBodySchema,
  shiftAnswerSchema,
  shiftIdParamsSchema,
  shiftQuestionSchema,
  shiftQuestionsQuerySchema,
  updateAnswerBodySchema,
} from './shift.schema.ts';

/**
 * The schemas of the shift questions and answers endpoints: the one place their types are stated
 * (`shift-questions.endpoints.ts` reads them).
 */
export const shiftQuestionsSchemas = {
  list: {
    query: shiftQuestionsQuerySchema,
    responses: { 200: z.array(shiftQuestionSchema) },
  },
  answers: {
    params: shiftIdParamsSchema,
    responses: { 200: z.array(shiftAnswerSchema) },
  },
  saveAnswers: {
    body: saveAnswersBodySchema,
    responses: { 200: z.array(shiftAnswerSchema) },
  },
  updateAnswer: {
    params: guidParamsSchema,
    body: updateAnswerBodySchema,
    responses: { 200: shiftAnswerSchema },
  },
} as const satisfies AreaSchemas;
