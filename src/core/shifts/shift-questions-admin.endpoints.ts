import { defineRoutes } from '#core/api/endpoint.ts';
import type { shiftQuestionsAdminSchemas } from './shift-questions-admin.schemas.ts';

/**
 * The admin side of shift questions (the spec only reads them), as the web calls it: no schemas
 * here (decision 0019; their types come from `shift-questions-admin.schemas.ts`). A question's
 * marina is its record's when it is edited (client-wide ones: client admins).
 */
export const shiftQuestionsAdminEndpoints = defineRoutes<typeof shiftQuestionsAdminSchemas>()({
  all: {
    method: 'GET',
    path: '/api/shift-questions/all',
    operationId: 'listAllShiftQuestions',
    summary: 'Every shift question of the marina, inactive ones included',
    tag: 'Shift questions',
    access: 'marina-admin',
    offline: 'keep',
    marinaFrom: 'query',
  },
  create: {
    method: 'POST',
    path: '/api/shift-questions',
    operationId: 'createShiftQuestion',
    summary: 'Adds a shift question to the marina, last unless sortOrder is sent (idempotent by guid)',
    tag: 'Shift questions',
    access: 'marina-admin',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  update: {
    method: 'PUT',
    path: '/api/shift-questions/:guid',
    operationId: 'updateShiftQuestion',
    summary: 'Changes a shift question; its type stays once it has answers',
    tag: 'Shift questions',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
