import type { QuestionType } from './shift.schema.ts';

export type AnswerField = 'answerText' | 'answerNumber' | 'answerBoolean' | 'answerTimestamp';

/** Spec 000 section 5: one answer field by type; text types and any other type use answerText. */
export function answerFieldFor(type: QuestionType | string): AnswerField {
  switch (type) {
    case 'number':
      return 'answerNumber';
    case 'yes_no':
      return 'answerBoolean';
    case 'timestamp':
      return 'answerTimestamp';
    default:
      return 'answerText';
  }
}

export interface AnswerValues {
  answerText?: string | null | undefined;
  answerNumber?: string | null | undefined;
  answerBoolean?: boolean | null | undefined;
  answerTimestamp?: string | null | undefined;
}

const FIELDS: AnswerField[] = ['answerText', 'answerNumber', 'answerBoolean', 'answerTimestamp'];

/**
 * Checks an answer against its question's type: the field for the type holds a value (false and 0
 * count; blank text does not) and every other field is empty. Returns the problem, or undefined.
 */
export function answerProblem(type: QuestionType | string, values: AnswerValues): string | undefined {
  const field = answerFieldFor(type);
  const value = values[field];
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return `${field}: is required for a ${type} question`;
  }
  const stray = FIELDS.find((f) => f !== field && values[f] !== null && values[f] !== undefined);
  return stray ? `${stray}: must be empty for a ${type} question` : undefined;
}
