/** What the spec shows for a missing or unreadable value. */
export const NO_READING = 'No reading';

const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * The display rule of a reading (spec 000 section 5): empty or non-numeric shows 'No reading';
 * whole numbers show without decimals; trailing zeros are trimmed. Pure string work, so a
 * value like '123456789.120' never passes through a float.
 */
export function formatReading(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const match = NUMERIC.exec(text);
  if (!match) return NO_READING;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return NO_READING;
  const integerPart = whole.replace(/^0+(?=\d)/, '') || '0';
  const fractionPart = fraction.replace(/0+$/, '');
  const body = fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
  const isZero = /^0(\.0*)?$/.test(body);
  return sign === '-' && !isZero ? `-${body}` : body;
}
