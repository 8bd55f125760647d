import { builtOncePerKey, formatLocale } from '#core/common/format-locale.ts';

/** What the spec shows for a missing or unreadable value. */
export const NO_READING = 'No reading';

const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A reading as a plain decimal string, or null when it is empty or not a number: whole numbers
 * without decimals, trailing zeros trimmed ('0042.500' -> '42.5'). Pure string work, so a value
 * like '123456789.120' never passes through a float. What an input field is filled with.
 */
export function plainReading(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  const match = NUMERIC.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const integerPart = whole.replace(/^0+(?=\d)/, '') || '0';
  const fractionPart = fraction.replace(/0+$/, '');
  const body = fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
  const isZero = /^0(\.0*)?$/.test(body);
  return sign === '-' && !isZero ? `-${body}` : body;
}

/** Intl's limit on fraction digits; a reading has at most 3 (numeric(12,3)). */
const MAX_FRACTION_DIGITS = 20;
const formats = builtOncePerKey<Intl.NumberFormat>();

/**
 * The locale's number format showing exactly `fractionDigits` decimals at most. Grouping 'min2':
 * separators only from five integer digits on, so a meter's '4321.5' reads as its dial does while
 * '123,456,789.123' stays readable (decision 0035).
 */
const numberFormat = (locale: string | undefined, fractionDigits: number): Intl.NumberFormat =>
  formats(
    `${locale ?? ''}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: 0,
        maximumFractionDigits: fractionDigits,
        useGrouping: 'min2',
      }),
  );

/**
 * The display rule of a reading (spec 000 section 5): empty or non-numeric shows 'No reading';
 * whole numbers show without decimals; trailing zeros are trimmed. The number goes through
 * Intl.NumberFormat for the user's locale (`undefined`: the browser's), given as a decimal string,
 * which Intl formats exactly (no float), so every digit of a 12-digit reading stays.
 */
export function formatReading(value: string | null | undefined, locale = formatLocale()): string {
  const plain = plainReading(value);
  if (plain === null) return NO_READING;
  const fraction = Math.min(plain.split('.')[1]?.length ?? 0, MAX_FRACTION_DIGITS);
  return numberFormat(locale, fraction).format(plain as Intl.StringNumericLiteral);
}

/** A reading with its unit's symbol ('1,234.5 m³', a no-break space between); 'No reading' alone. */
export function formatReadingWithUnit(
  value: string | null | undefined,
  symbol: string,
  locale = formatLocale(),
): string {
  const shown = formatReading(value, locale);
  return shown === NO_READING || !symbol ? shown : `${shown}\u00a0${symbol}`;
}
