import type { QuestionType } from '#core/shifts/shift.schema.ts';

/** The catalogue's key of each question type (shifts:settings.type.*). */
export const QUESTION_TYPE_KEYS = {
  yes_no: 'yesNo',
  number: 'number',
  timestamp: 'timestamp',
  text_short: 'textShort',
  text_long: 'textLong',
} as const satisfies Record<QuestionType, string>;
