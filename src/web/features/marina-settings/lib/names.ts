import type { QuestionType } from '#core/shifts/shift.schema.ts';

/** The catalogue's key of each question type (settings:questions.type.*). */
export const QUESTION_TYPE_KEYS = {
  yes_no: 'yesNo',
  number: 'number',
  timestamp: 'timestamp',
  text_short: 'textShort',
  text_long: 'textLong',
} as const satisfies Record<QuestionType, string>;

/** The catalogue's key of each ISO weekday, 1 Monday … 7 Sunday (settings:tours.day.*). */
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const dayKey = (day: number) => DAY_KEYS[day - 1] ?? 'mon';
