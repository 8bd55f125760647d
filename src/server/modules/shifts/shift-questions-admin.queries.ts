import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { marinas, shiftAnswers, shiftQuestions } from '#server/db/schema/index.ts';

const columns = {
  id: shiftQuestions.id,
  guid: shiftQuestions.guid,
  marinaGuid: marinas.guid,
  questionText: shiftQuestions.questionText,
  questionType: shiftQuestions.questionType,
  isPreShift: shiftQuestions.isPreShift,
  isRequired: shiftQuestions.isRequired,
  isActive: shiftQuestions.isActive,
  sortOrder: shiftQuestions.sortOrder,
  createdAt: shiftQuestions.createdAt,
};
export type AdminQuestionRow = Awaited<ReturnType<typeof listMarinaQuestions>>[number];
export type QuestionValues = Partial<
  Pick<
    typeof shiftQuestions.$inferInsert,
    'questionText' | 'questionType' | 'isPreShift' | 'isRequired' | 'isActive' | 'sortOrder'
  >
>;

const selectQuestions = (db: Executor) =>
  db.select(columns).from(shiftQuestions).leftJoin(marinas, eq(marinas.id, shiftQuestions.marinaId));
const appliesTo = (clientId: number, marinaId: number) =>
  and(
    eq(shiftQuestions.clientId, clientId),
    or(isNull(shiftQuestions.marinaId), eq(shiftQuestions.marinaId, marinaId)),
  );

/** Every question that applies to the marina (its own and client-wide ones), inactive included. */
export const listMarinaQuestions = (db: Executor, clientId: number, marinaId: number) =>
  selectQuestions(db)
    .where(appliesTo(clientId, marinaId))
    .orderBy(asc(shiftQuestions.sortOrder), asc(shiftQuestions.createdAt), asc(shiftQuestions.id));

export async function findQuestion(db: Executor, clientId: number, guid: string) {
  const rows = await selectQuestions(db)
    .where(and(eq(shiftQuestions.clientId, clientId), eq(shiftQuestions.guid, guid)))
    .limit(1);
  return rows[0];
}

/** One past the last sortOrder of the marina's questions, so a new question goes last. */
export async function nextSortOrder(db: Executor, clientId: number, marinaId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(max(${shiftQuestions.sortOrder}) + 1, 0)::int` })
    .from(shiftQuestions)
    .where(appliesTo(clientId, marinaId));
  return rows[0]?.n ?? 0;
}

/** Undefined when the guid is taken. */
export async function insertQuestion(
  db: Executor,
  values: Required<Omit<QuestionValues, 'isActive'>> & { clientId: number; marinaId: number; guid?: string },
) {
  const rows = await db
    .insert(shiftQuestions)
    .values(values)
    .onConflictDoNothing()
    .returning({ guid: shiftQuestions.guid });
  return rows[0];
}

export async function updateQuestionRow(db: Executor, id: number, values: QuestionValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(shiftQuestions).set(values).where(eq(shiftQuestions.id, id));
}

export async function hasAnswers(db: Executor, questionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: shiftAnswers.id })
    .from(shiftAnswers)
    .where(eq(shiftAnswers.questionId, questionId))
    .limit(1);
  return rows.length > 0;
}
