import { numericDateTime } from '#core/common/date-format.ts';
import { formatReading, plainReading } from '#core/meters/reading-format.ts';
import { answerFieldFor } from '#core/shifts/answer-fields.ts';
import { answerValueFields, type QuestionType } from '#core/shifts/shift.schema.ts';
import { type FormValue, toAnswerPayloads } from './shift-flow.ts';
import { toDateTimeLocalValue } from './shift-time.ts';

/**
 * Showing and editing one saved shift answer (spec 001 sections 2, 4, 5, 8): the shift summary
 * lists the answers and edits a beginning-of-shift answer inline with PUT /api/shift-answers/{guid}.
 */

/**
 * The English of these screens, keyed as the web's catalogue keys them (`shifts:answer.<key>`; a
 * web test holds the two equal). The web shows them in the user's language.
 */
export const ANSWER_TEXTS = {
  yes: 'Yes',
  no: 'No',
  noAnswer: 'No answer',
  fieldRequired: 'This field is required',
  numberInvalid: 'Enter a number with at most 9 digits before and 3 after the decimal point.',
} as const;

/** The words an answer is shown with: Yes, No, No answer (English unless the caller translates). */
export type AnswerWords = Record<'yes' | 'no' | 'noAnswer', string>;

/** Why an edited value cannot be saved: a key of ANSWER_TEXTS. */
export type AnswerProblem = 'fieldRequired' | 'numberInvalid';

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
  words: AnswerWords = ANSWER_TEXTS,
): string {
  switch (answerFieldFor(type)) {
    case 'answerBoolean':
      return answer.answerBoolean === null ? words.noAnswer : answer.answerBoolean ? words.yes : words.no;
    case 'answerNumber':
      return answer.answerNumber === null || answer.answerNumber.trim() === ''
        ? words.noAnswer
        : formatReading(answer.answerNumber);
    case 'answerTimestamp': {
      const at = answer.answerTimestamp ? new Date(answer.answerTimestamp) : null;
      return at && !Number.isNaN(at.getTime()) ? formatDateTime(at) : words.noAnswer;
    }
    default:
      return answer.answerText?.trim() ? answer.answerText : words.noAnswer;
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
 * The PUT body for an edited value (the type's field filled, the others null), or the problem the
 * editor shows: blank is 'fieldRequired' ('This field is required': an edit cannot remove an
 * answer), a bad number 'numberInvalid' (the number hint).
 */
export function answerUpdateBody(
  question: { guid: string; questionType: QuestionType | string },
  value: FormValue,
): { body: AnswerUpdateBody } | { error: AnswerProblem } {
  const [payload] = toAnswerPayloads('', [question], { [question.guid]: value });
  if (!payload) return { error: 'fieldRequired' };
  if (
    payload.answerNumber !== null &&
    !answerValueFields.answerNumber.safeParse(payload.answerNumber).success
  ) {
    return { error: 'numberInvalid' };
  }
  const { answerText: text, answerNumber, answerBoolean, answerTimestamp } = payload;
  return { body: { answerText: text, answerNumber, answerBoolean, answerTimestamp } };
}
