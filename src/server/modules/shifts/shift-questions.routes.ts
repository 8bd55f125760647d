import type { FastifyInstance } from 'fastify';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { answersOfShift, questionsForMarina, saveAnswers, updateAnswer } from './shift-questions.service.ts';

export async function shiftQuestionsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, shiftQuestionsApi.list, (caller) => {
    const { isPreShift } = caller.input.query;
    return questionsForMarina(caller, isPreShift === undefined ? undefined : isPreShift === 'true');
  });
  registerEndpoint(app, shiftQuestionsApi.answers, (caller) =>
    answersOfShift(caller, caller.input.params.shiftId),
  );
  registerEndpoint(app, shiftQuestionsApi.saveAnswers, ({ input: { body }, ...caller }) =>
    saveAnswers(caller, body.shiftId, body.answers, deviceTimeOf(body)),
  );
  registerEndpoint(app, shiftQuestionsApi.updateAnswer, (caller) =>
    updateAnswer(caller, caller.input.params.guid, caller.input.body),
  );
}
