import { numericDateTime } from '#core/common/date-format.ts';
import { formatReading, plainReading } from '#core/meters/reading-format.ts';
import { answerFieldFor } from './answer-fields.ts';
import { answerValueFields, type QuestionType } from './shift.schema.ts';
import { type FormValue, toAnswerPayloads } from './shift-flow.ts';
import { toDateTimeLocalValue } from './shift-time.ts';

/**
 * Showing and editing one saved shift answer (spec 001 sections 2, 4, 5, 8): the shift summary
 * lists the answers and edits a beginning-of-shift answer inline with PUT /api/shift-answers/{guid}.
 */

export const FIELD_REQUIRED = 'This field is required';
export const NUMBER_INVALID = 'Enter a number with at most 9 digits before and 3 after the decimal point.';
export const ANSWER_UPDATED = 'Answer Updated';
export const ANSWER_NOT_FOUND = 'Answer not found for editing.';
export const ANSWER_SAVE_FAILED = 'Failed to save answer. Please try again.';
export const ANSWERS_SAVED = 'Answers Saved';

export interface SavedAnswer {
  answerText: string | null;
  answerNumber: string | null;
  answerBoolean: boolean | null;
  answerTimestamp: string | null;
}

export type AnswerUpdateBody = SavedAnswer;

/** 'Yes', 'No', '12.5', the date and time, or the text; 'No answer' when the type's field is empty. */
export function answerText(
  type: QuestionType | string,
  answer: SavedAnswer,
  formatDateTime: (d: Date) => string = numericDateTime,
): string {
  switch (answerFieldFor(type)) {
    case 'answerBoolean':
      return answer.answerBoolean === null ? 'No answer' : answer.answerBoolean ? 'Yes' : 'No';
    case 'answerNumber':
      return answer.answerNumber === null || answer.answerNumber.trim() === ''
        ? 'No answer'
        : formatReading(answer.answerNumber);
    case 'answerTimestamp': {
      const at = answer.answerTimestamp ? new Date(answer.answerTimestamp) : null;
      return at && !Number.isNaN(at.getTime()) ? formatDateTime(at) : 'No answer';
    }
    default:
      return answer.answerText?.trim() ? answer.answerText : 'No answer';
  }
}

/** The editor's starting value: a boolean, a number as text, a datetime-local value, or the text. */
export function answerEditValue(type: QuestionType | string, answer: SavedAnswer): FormValue {
  switch (answerFieldFor(type)) {
    case 'answerBoolean':
      return answer.answerBoolean ?? undefined;
    case 'answerNumber':
      return answer.answerNumber === null ? '' : (plainReading(answer.answerNumber) ?? '');
    case 'answerTimestamp': {
      const at = answer.answerTimestamp ? new Date(answer.answerTimestamp) : null;
      return at && !Number.isNaN(at.getTime()) ? toDateTimeLocalValue(at) : '';
    }
    default:
      return answer.answerText ?? '';
  }
}

/**
 * The PUT body for an edited value (the type's field filled, the others null), or the error the
 * editor shows: blank is 'This field is required' (an edit cannot remove an answer), a bad number
 * the number hint.
 */
export function answerUpdateBody(
  question: { guid: string; questionType: QuestionType | string },
  value: FormValue,
): { body: AnswerUpdateBody } | { error: string } {
  const [payload] = toAnswerPayloads('', [question], { [question.guid]: value });
  if (!payload) return { error: FIELD_REQUIRED };
  if (
    payload.answerNumber !== null &&
    !answerValueFields.answerNumber.safeParse(payload.answerNumber).success
  ) {
    return { error: NUMBER_INVALID };
  }
  const { answerText: text, answerNumber, answerBoolean, answerTimestamp } = payload;
  return { body: { answerText: text, answerNumber, answerBoolean, answerTimestamp } };
}
