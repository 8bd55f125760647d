import { isAdminOf } from '#core/auth/permissions.ts';
import type { CreateShiftQuestionBody, UpdateShiftQuestionBody } from '#core/backend/backend.schema.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { Caller, MarinaCaller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { badRequest, forbidden, HttpError, notFound } from '#server/plugins/http-errors.ts';
import {
  type AdminQuestionRow,
  findQuestion,
  hasAnswers,
  insertQuestion,
  listMarinaQuestions,
  nextSortOrder,
  updateQuestionRow,
} from './shift-questions-admin.queries.ts';

export const QUESTION_NOT_FOUND = 'Shift question not found';

const toQuestion = (q: AdminQuestionRow): ShiftQuestion => ({
  guid: q.guid,
  marinaId: q.marinaGuid,
  questionText: q.questionText,
  questionType: q.questionType,
  isPreShift: q.isPreShift,
  isRequired: q.isRequired,
  isActive: q.isActive,
  sortOrder: q.sortOrder,
  createdAt: q.createdAt.toISOString(),
});

/**
 * GET /api/shift-questions/all: the admin screen's list, inactive questions included. The caller
 * is an admin of the marina (registerEndpoint checked it), as for the create below.
 */
export async function allQuestions({ db, scope }: MarinaCaller): Promise<ShiftQuestion[]> {
  return (await listMarinaQuestions(db, scope.clientId, scope.marinaId)).map(toQuestion);
}

/** POST /api/shift-questions: a question of one marina, last in order unless sortOrder is sent. */
export async function createQuestion({ db, scope }: MarinaCaller, body: CreateShiftQuestionBody) {
  const { marinaId: _m, guid, sortOrder, ...fields } = body;
  const values = {
    ...fields,
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    sortOrder: sortOrder ?? (await nextSortOrder(db, scope.clientId, scope.marinaId)),
    ...(guid ? { guid } : {}),
  };
  const { row, created } = await createIdempotent({
    insert: async () => {
      const inserted = await insertQuestion(db, values);
      if (inserted) return findQuestion(db, scope.clientId, inserted.guid);
      // Only a guid can clash: one of ours (a retry) or one we cannot see; both answer by guid.
      if (guid) return undefined;
      throw new Error('shift question insert wrote nothing');
    },
    findExisting: () => findQuestion(db, scope.clientId, guid!),
    sameContent: (e) =>
      e.marinaGuid === scope.marinaGuid &&
      e.questionText === fields.questionText &&
      e.questionType === fields.questionType &&
      e.isPreShift === fields.isPreShift &&
      e.isRequired === fields.isRequired,
  });
  return { question: toQuestion(row), created };
}

/** A question of the user's client (else 404); admin of its marina, or client-wide admin for a client-wide one. */
async function loadQuestion(caller: Caller, guid: string) {
  const auth = requireAuth(caller);
  const row = await findQuestion(caller.db, auth.clientId, guid);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  if (row.marinaGuid) await requireMarinaAdmin(caller, row.marinaGuid);
  else if (!isAdminOf(auth.permissions, null)) throw forbidden('You must be an admin of every marina');
  return row;
}

/**
 * PUT /api/shift-questions/{guid}: any of the fields. Deactivating keeps the answers given. The
 * type of a question that has answers stays, since each answer is stored in the field of its type.
 */
export async function updateQuestion(caller: Caller, guid: string, body: UpdateShiftQuestionBody) {
  const row = await loadQuestion(caller, guid);
  const { db } = caller;
  const { marinaId, ...values } = body;
  if (marinaId && marinaId !== row.marinaGuid)
    throw badRequest('body.marinaId: is not the marina of this question');
  if (values.questionType && values.questionType !== row.questionType && (await hasAnswers(db, row.id))) {
    throw new HttpError(
      409,
      'This question already has answers; deactivate it and add a new question instead',
      undefined,
      'shiftQuestions.hasAnswers',
    );
  }
  await updateQuestionRow(db, row.id, values);
  return toQuestion((await findQuestion(db, requireAuth(caller).clientId, guid))!);
}
