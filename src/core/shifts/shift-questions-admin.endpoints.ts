import { defineRoute } from '#core/api/endpoint.ts';
import type { CreateShiftQuestionRequest, UpdateShiftQuestionRequest } from '#core/backend/backend.schema.ts';
import type { ShiftQuestion } from './shift.schema.ts';

/**
 * The admin side of shift questions (the spec only reads them), as the web calls it: no schemas
 * here (decision 0019; the server adds them in `shift-questions-admin.api.ts`). A question's marina
 * is its record's when it is edited (client-wide ones: client admins).
 */
export const shiftQuestionsAdminEndpoints = {
  all: defineRoute<{ query: { marinaId: string }; result: ShiftQuestion[] }>()({
    method: 'GET',
    path: '/api/shift-questions/all',
    operationId: 'listAllShiftQuestions',
    summary: 'Every shift question of the marina, inactive ones included',
    tag: 'Shift questions',
    access: 'marina-admin',
    offline: 'keep',
    marinaFrom: 'query',
  }),
  create: defineRoute<{ body: CreateShiftQuestionRequest; result: ShiftQuestion }>()({
    method: 'POST',
    path: '/api/shift-questions',
    operationId: 'createShiftQuestion',
    summary: 'Adds a shift question to the marina, last unless sortOrder is sent (idempotent by guid)',
    tag: 'Shift questions',
    access: 'marina-admin',
    marinaFrom: 'body',
    offline: 'online-only',
  }),
  update: defineRoute<{
    params: { guid: string };
    body: UpdateShiftQuestionRequest;
    result: ShiftQuestion;
  }>()({
    method: 'PUT',
    path: '/api/shift-questions/:guid',
    operationId: 'updateShiftQuestion',
    summary: 'Changes a shift question; its type stays once it has answers',
    tag: 'Shift questions',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  }),
} as const;
