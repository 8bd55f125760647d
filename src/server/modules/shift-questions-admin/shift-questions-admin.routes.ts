import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShiftQuestionBodySchema,
  updateShiftQuestionBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import { shiftQuestionSchema } from '#core/shifts/shift.schema.ts';
import { allQuestions, createQuestion, updateQuestion } from './shift-questions-admin.service.ts';

/** The admin writes of shift questions (the spec only reads them): admin of the marina. */
export async function shiftQuestionsAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/shift-questions/all',
    { schema: { querystring: marinaQuerySchema, response: { 200: z.array(shiftQuestionSchema) } } },
    async (request) => allQuestions(request, request.query.marinaId),
  );

  app.post(
    '/api/shift-questions',
    {
      schema: {
        body: createShiftQuestionBodySchema,
        response: { 200: shiftQuestionSchema, 201: shiftQuestionSchema },
      },
    },
    async (request, reply) => {
      const { question, created } = await createQuestion(request, request.body);
      return reply.code(created ? 201 : 200).send(question);
    },
  );

  app.put(
    '/api/shift-questions/:guid',
    {
      schema: {
        params: guidParamsSchema,
        body: updateShiftQuestionBodySchema,
        response: { 200: shiftQuestionSchema },
      },
    },
    async (request) => updateQuestion(request, request.params.guid, request.body),
  );
}
