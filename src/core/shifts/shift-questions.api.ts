import { z } from 'zod';
import { withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  saveAnswersBodySchema,
  shiftAnswerSchema,
  shiftIdParamsSchema,
  shiftQuestionSchema,
  shiftQuestionsQuerySchema,
  updateAnswerBodySchema,
} from './shift.schema.ts';
import { shiftQuestionsEndpoints as routes } from './shift-questions.endpoints.ts';

/** The shift questions and answers endpoints with their schemas: what the server registers. */
export const shiftQuestionsApi = {
  list: withSchemas(routes.list, {
    query: shiftQuestionsQuerySchema,
    responses: { 200: z.array(shiftQuestionSchema) },
  }),
  answers: withSchemas(routes.answers, {
    params: shiftIdParamsSchema,
    responses: { 200: z.array(shiftAnswerSchema) },
  }),
  saveAnswers: withSchemas(routes.saveAnswers, {
    body: saveAnswersBodySchema,
    responses: { 200: z.array(shiftAnswerSchema) },
  }),
  updateAnswer: withSchemas(routes.updateAnswer, {
    params: guidParamsSchema,
    body: updateAnswerBodySchema,
    responses: { 200: shiftAnswerSchema },
  }),
} as const;
