import type { QuestionType } from '#core/shifts/shift.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { shiftQuestions } from '#server/db/schema/index.ts';

export interface QuestionOptions {
  clientId: number;
  marinaId?: number | null;
  questionType?: QuestionType;
  questionText?: string;
  isPreShift?: boolean;
  isRequired?: boolean;
  isActive?: boolean;
  sortOrder?: number;
}

export async function addQuestion(db: Db, options: QuestionOptions): Promise<{ id: number; guid: string }> {
  const [row] = await db
    .insert(shiftQuestions)
    .values({
      questionText: `${options.questionType ?? 'text_short'} question`,
      questionType: 'text_short',
      ...options,
    })
    .returning({ id: shiftQuestions.id, guid: shiftQuestions.guid });
  return row!;
}
