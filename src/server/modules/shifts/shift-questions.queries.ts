import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { marinas, shiftAnswers, shiftQuestions, shifts } from '#server/db/schema/index.ts';

export const questionColumns = {
  id: shiftQuestions.id,
  guid: shiftQuestions.guid,
  marinaId: shiftQuestions.marinaId,
  marinaGuid: marinas.guid,
  questionText: shiftQuestions.questionText,
  questionType: shiftQuestions.questionType,
  isPreShift: shiftQuestions.isPreShift,
  isRequired: shiftQuestions.isRequired,
  isActive: shiftQuestions.isActive,
  sortOrder: shiftQuestions.sortOrder,
  createdAt: shiftQuestions.createdAt,
};

const selectQuestions = (db: Executor) =>
  db.select(questionColumns).from(shiftQuestions).leftJoin(marinas, eq(marinas.id, shiftQuestions.marinaId));

export type QuestionRow = Awaited<ReturnType<typeof listActiveQuestions>>[number];

/** Active questions of the client that apply to the marina (client-wide ones have no marina). */
export function listActiveQuestions(db: Executor, clientId: number, marinaId: number, isPreShift?: boolean) {
  return selectQuestions(db)
    .where(
      and(
        eq(shiftQuestions.clientId, clientId),
        eq(shiftQuestions.isActive, true),
        or(isNull(shiftQuestions.marinaId), eq(shiftQuestions.marinaId, marinaId)),
        isPreShift === undefined ? undefined : eq(shiftQuestions.isPreShift, isPreShift),
      ),
    )
    .orderBy(asc(shiftQuestions.sortOrder), asc(shiftQuestions.createdAt), asc(shiftQuestions.id));
}

export function findQuestionsByGuid(db: Executor, clientId: number, guids: string[]) {
  return selectQuestions(db).where(
    and(eq(shiftQuestions.clientId, clientId), inArray(shiftQuestions.guid, guids)),
  );
}

const answerColumns = {
  id: shiftAnswers.id,
  guid: shiftAnswers.guid,
  shiftId: shiftAnswers.shiftId,
  shiftGuid: shifts.guid,
  shiftUserId: shifts.userId,
  questionId: shiftAnswers.questionId,
  answerText: shiftAnswers.answerText,
  answerNumber: shiftAnswers.answerNumber,
  answerBoolean: shiftAnswers.answerBoolean,
  answerTimestamp: shiftAnswers.answerTimestamp,
  answeredAt: shiftAnswers.answeredAt,
  question: questionColumns,
};

const selectAnswers = (db: Executor) =>
  db
    .select(answerColumns)
    .from(shiftAnswers)
    .innerJoin(shifts, eq(shifts.id, shiftAnswers.shiftId))
    .innerJoin(shiftQuestions, eq(shiftQuestions.id, shiftAnswers.questionId))
    .leftJoin(marinas, eq(marinas.id, shiftQuestions.marinaId));

export type AnswerRow = Awaited<ReturnType<typeof listShiftAnswers>>[number];

export function listShiftAnswers(db: Executor, shiftId: number) {
  return selectAnswers(db)
    .where(eq(shiftAnswers.shiftId, shiftId))
    .orderBy(asc(shiftQuestions.sortOrder), asc(shiftQuestions.id));
}

export async function findAnswerByGuid(db: Executor, clientId: number, guid: string) {
  const rows = await selectAnswers(db)
    .where(and(eq(shiftAnswers.clientId, clientId), eq(shiftAnswers.guid, guid)))
    .limit(1);
  return rows[0];
}

export interface AnswerValuesRow {
  answerText: string | null;
  answerNumber: string | null;
  answerBoolean: boolean | null;
  answerTimestamp: Date | null;
}

/** Saves one answer per (shift, question): a repeat replaces the value (retries and corrections). */
export async function upsertAnswer(
  db: Executor,
  row: {
    clientId: number;
    shiftId: number;
    questionId: number;
    guid?: string | undefined;
    deviceTime?: Date | null;
  } & AnswerValuesRow,
): Promise<void> {
  const { guid: _guid, clientId: _c, shiftId: _s, questionId: _q, ...values } = row;
  const answeredAt = row.deviceTime ?? new Date();
  await db
    .insert(shiftAnswers)
    .values({ ...row, answeredAt })
    .onConflictDoUpdate({
      target: [shiftAnswers.shiftId, shiftAnswers.questionId],
      set: { ...values, answeredAt, receivedAt: new Date() },
    });
}

export async function updateAnswerValues(
  db: Executor,
  answerId: number,
  values: AnswerValuesRow,
): Promise<void> {
  await db
    .update(shiftAnswers)
    .set({ ...values, answeredAt: new Date() })
    .where(eq(shiftAnswers.id, answerId));
}
