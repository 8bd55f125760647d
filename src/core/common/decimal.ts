/**
 * A decimal as the wire carries it, as text: an optional minus, at most `integerDigits` digits
 * before the point and `scale` after. Free of zod, so a screen that only checks a typed number
 * does not load the schema library (ADR 0019).
 */
export const decimalPattern = (integerDigits: number, scale: number) =>
  new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`);

/** Whether `text` (trimmed) is such a decimal. */
export const isDecimal = (text: string, integerDigits: number, scale: number) =>
  decimalPattern(integerDigits, scale).test(text.trim());
