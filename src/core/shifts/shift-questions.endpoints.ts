import { defineRoutes } from '#core/api/endpoint.ts';
import type { shiftQuestionsSchemas } from './shift-questions.schemas.ts';

/**
 * The shift questions and answers endpoints (spec 000), as the web calls them: no schemas here.
 * Their types come from `shift-questions.schemas.ts`. Answers belong to the user's own shift:
 * those endpoints are 'signed-in' and the service answers 404 for anyone else's.
 */
export const shiftQuestionsEndpoints = defineRoutes<typeof shiftQuestionsSchemas>()({
  list: {
    method: 'GET',
    path: '/api/shift-questions',
    operationId: 'listShiftQuestions',
    summary: "The marina's active shift questions, in order (pre- or post-shift when asked)",
    tag: 'Shift questions',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  },
  answers: {
    method: 'GET',
    path: '/api/shifts/:shiftId/answers',
    operationId: 'listShiftAnswers',
    summary: "Every answer of the user's own shift, with its question",
    tag: 'Shift questions',
    access: 'signed-in',
    offline: 'keep',
  },
  saveAnswers: {
    method: 'POST',
    path: '/api/shift-answers',
    operationId: 'saveShiftAnswers',
    summary: "Saves answers to the user's own shift, one per question (sending them again is safe)",
    tag: 'Shift questions',
    access: 'signed-in',
    offline: 'queue',
  },
  updateAnswer: {
    method: 'PUT',
    path: '/api/shift-answers/:guid',
    operationId: 'updateShiftAnswer',
    summary: "Changes an answer of the user's own shift",
    tag: 'Shift questions',
    access: 'signed-in',
    offline: 'online-only',
  },
});
