import { answerFieldFor } from '#core/shifts/answer-fields.ts';
import type { QuestionType } from '#core/shifts/shift.schema.ts';

interface QuestionLike {
  guid: string;
  questionType: QuestionType | string;
}

/** A question counts as answered when an answer with its guid exists for the shift. */
export function unanswered<Q extends { guid: string }>(
  questions: readonly Q[],
  answers: readonly { questionId: string }[],
): Q[] {
  const answered = new Set(answers.map((a) => a.questionId));
  return questions.filter((q) => !answered.has(q.guid));
}

/** The end-question panel shows only once every start question is answered and some end question is not. */
export function showEndPanel(unansweredStart: number, unansweredEnd: number): boolean {
  return unansweredStart === 0 && unansweredEnd > 0;
}

/** A form value as the question card holds it. */
export type FormValue = string | number | boolean | null | undefined;

export interface AnswerPayload {
  questionId: string;
  shiftId: string;
  answerText: string | null;
  answerNumber: string | null;
  answerBoolean: boolean | null;
  answerTimestamp: string | null;
}

function isEmpty(value: FormValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Spec 000 section 5: skip empty answers (false and 0 are answers); fill exactly one field by
 * type (text types and unknown types -> answerText; number -> answerNumber; yes_no ->
 * answerBoolean; timestamp -> answerTimestamp as an ISO date-time); the others are null.
 */
export function toAnswerPayloads(
  shiftId: string,
  questions: readonly QuestionLike[],
  values: Record<string, FormValue>,
): AnswerPayload[] {
  const payloads: AnswerPayload[] = [];
  for (const question of questions) {
    const value = values[question.guid];
    if (isEmpty(value)) continue;
    const payload: AnswerPayload = {
      questionId: question.guid,
      shiftId,
      answerText: null,
      answerNumber: null,
      answerBoolean: null,
      answerTimestamp: null,
    };
    const field = answerFieldFor(question.questionType);
    if (field === 'answerNumber') payload.answerNumber = String(value).trim();
    else if (field === 'answerBoolean') payload.answerBoolean = value === true || value === 'true';
    else if (field === 'answerTimestamp') {
      const at = new Date(String(value));
      if (Number.isNaN(at.getTime())) continue;
      payload.answerTimestamp = at.toISOString();
    } else payload.answerText = String(value).trim();
    payloads.push(payload);
  }
  return payloads;
}
