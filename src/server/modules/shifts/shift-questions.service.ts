import { answerFieldFor, answerProblem } from '#core/shifts/answer-fields.ts';
import type { AnswerInput, QuestionType, ShiftAnswer, ShiftQuestion } from '#core/shifts/shift.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { findOwnShift, type SignedInCaller } from '#server/modules/shifts/shifts.service.ts';
import type { MarinaScope } from '#server/plugins/auth-context.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import {
  type AnswerRow,
  type AnswerValuesRow,
  findAnswerByGuid,
  findQuestionsByGuid,
  listActiveQuestions,
  listShiftAnswers,
  type QuestionRow,
  updateAnswerValues,
  upsertAnswer,
} from './shift-questions.queries.ts';

export const toQuestion = (q: QuestionRow): ShiftQuestion => ({
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

const toAnswer = (a: AnswerRow): ShiftAnswer => ({
  guid: a.guid,
  shiftId: a.shiftGuid,
  questionId: a.question.guid,
  answerText: a.answerText,
  answerNumber: a.answerNumber,
  answerBoolean: a.answerBoolean,
  answerTimestamp: a.answerTimestamp ? a.answerTimestamp.toISOString() : null,
  answeredAt: a.answeredAt.toISOString(),
  question: toQuestion(a.question),
});

export async function questionsForMarina(
  { db, scope }: { db: Db; scope: MarinaScope },
  isPreShift?: boolean,
) {
  return (await listActiveQuestions(db, scope.clientId, scope.marinaId, isPreShift)).map(toQuestion);
}

export async function answersOfShift(caller: SignedInCaller, shiftGuid: string): Promise<ShiftAnswer[]> {
  const shift = await findOwnShift(caller, shiftGuid);
  return (await listShiftAnswers(caller.db, shift.id)).map(toAnswer);
}

/** Only the field for the question's type is stored; the others are null. */
function valuesFor(type: QuestionType | string, input: Partial<AnswerInput>, at: string): AnswerValuesRow {
  const problem = answerProblem(type, input);
  if (problem) throw badRequest(`${at}.${problem}`);
  const field = answerFieldFor(type);
  return {
    answerText: field === 'answerText' ? input.answerText!.trim() : null,
    answerNumber: field === 'answerNumber' ? input.answerNumber! : null,
    answerBoolean: field === 'answerBoolean' ? input.answerBoolean! : null,
    answerTimestamp: field === 'answerTimestamp' ? new Date(input.answerTimestamp!) : null,
  };
}

/** Saves a batch of answers to the user's own shift in one transaction; all or nothing. */
export async function saveAnswers(
  { db, auth }: SignedInCaller,
  shiftGuid: string,
  answers: AnswerInput[],
  deviceTime: Date | null = null,
) {
  const shift = await findOwnShift({ db, auth }, shiftGuid);
  const questions = await findQuestionsByGuid(db, auth.clientId, [
    ...new Set(answers.map((a) => a.questionId)),
  ]);
  const byGuid = new Map(questions.map((q) => [q.guid, q]));
  const rows = answers.map((answer, i) => {
    const at = `body.answers.${i}`;
    if (answer.shiftId && answer.shiftId !== shiftGuid)
      throw badRequest(`${at}.shiftId: must match body.shiftId`);
    const question = byGuid.get(answer.questionId);
    if (!question || (question.marinaId !== null && question.marinaId !== shift.marinaId)) {
      throw badRequest(`${at}.questionId: no such question for this shift's marina`);
    }
    return {
      guid: answer.guid,
      clientId: auth.clientId,
      shiftId: shift.id,
      questionId: question.id,
      deviceTime,
      ...valuesFor(question.questionType, answer, at),
    };
  });
  await db.transaction(async (tx) => {
    for (const row of rows) await upsertAnswer(tx, row);
  });
  return (await listShiftAnswers(db, shift.id)).map(toAnswer);
}

/** Inline edit of an answer already given (the user's own shift only). */
export async function updateAnswer(
  { db, auth }: SignedInCaller,
  answerGuid: string,
  input: Partial<AnswerInput>,
) {
  const answer = await findAnswerByGuid(db, auth.clientId, answerGuid);
  if (!answer || answer.shiftUserId !== auth.userId) throw notFound('Answer not found for editing.');
  await updateAnswerValues(db, answer.id, valuesFor(answer.question.questionType, input, 'body'));
  return toAnswer((await findAnswerByGuid(db, auth.clientId, answerGuid))!);
}
