import type { FastifyInstance } from 'fastify';
import { shiftQuestionsAdminApi } from '#core/shifts/shift-questions-admin.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { allQuestions, createQuestion, updateQuestion } from './shift-questions-admin.service.ts';

/** The admin writes of shift questions (the spec only reads them): admin of the marina. */
export async function shiftQuestionsAdminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, shiftQuestionsAdminApi.all, (caller) => allQuestions(caller));
  registerEndpoint(app, shiftQuestionsAdminApi.create, async (caller) => {
    const { question, created } = await createQuestion(caller, caller.input.body);
    return createdOrFound(created, question);
  });
  registerEndpoint(app, shiftQuestionsAdminApi.update, (caller) =>
    updateQuestion(caller, caller.input.params.guid, caller.input.body),
  );
}
