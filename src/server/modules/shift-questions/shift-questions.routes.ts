import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  saveAnswersBodySchema,
  shiftAnswerSchema,
  shiftQuestionSchema,
  shiftQuestionsQuerySchema,
  updateAnswerBodySchema,
} from '#core/shifts/shift.schema.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { answersOfShift, questionsForMarina, saveAnswers, updateAnswer } from './shift-questions.service.ts';

export async function shiftQuestionsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get(
    '/api/shift-questions',
    { schema: { querystring: shiftQuestionsQuerySchema, response: { 200: z.array(shiftQuestionSchema) } } },
    async (request) => {
      const scope = await requireMarinaAccess(request, request.query.marinaId);
      const { isPreShift } = request.query;
      return questionsForMarina(db, scope, isPreShift === undefined ? undefined : isPreShift === 'true');
    },
  );

  app.get(
    '/api/shifts/:shiftId/answers',
    { schema: { params: z.object({ shiftId: z.uuid() }), response: { 200: z.array(shiftAnswerSchema) } } },
    async (request) => answersOfShift(db, requireAuth(request), request.params.shiftId),
  );

  app.post(
    '/api/shift-answers',
    { schema: { body: saveAnswersBodySchema, response: { 200: z.array(shiftAnswerSchema) } } },
    async (request) =>
      saveAnswers(
        db,
        requireAuth(request),
        request.body.shiftId,
        request.body.answers,
        deviceTimeOf(request.body),
      ),
  );

  app.put(
    '/api/shift-answers/:guid',
    {
      schema: {
        params: guidParamsSchema,
        body: updateAnswerBodySchema,
        response: { 200: shiftAnswerSchema },
      },
    },
    async (request) => updateAnswer(db, requireAuth(request), request.params.guid, request.body),
  );
}
