import { isDecimal } from '#core/common/decimal.ts';

/** A number answer's size (the column's): 9 digits before the point, 3 after. */
export const ANSWER_NUMBER_DIGITS = { integerDigits: 9, scale: 3 } as const;

/** Whether a typed number answer can be saved as it is. */
export const isAnswerNumber = (text: string) =>
  isDecimal(text, ANSWER_NUMBER_DIGITS.integerDigits, ANSWER_NUMBER_DIGITS.scale);
