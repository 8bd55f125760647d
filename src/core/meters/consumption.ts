/**
 * Exact arithmetic on readings: values travel as decimal strings with at most 3 decimals and are
 * computed as BigInt thousandths, never as floats (a 12-digit reading does not fit a double's
 * exact range once divided).
 */

/** A reading's value in thousandths, or null when it is blank or not a decimal with <= 3 places. */
export function toThousandths(value: string | null | undefined): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{0,3}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  return sign === '-' ? -magnitude : magnitude;
}

/** Thousandths back to a decimal string without trailing zeros: 12500n -> '12.5'. */
export function fromThousandths(value: bigint): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = (magnitude / 1000n).toString();
  const fraction = (magnitude % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Use since the previous reading: current - previous, exactly; null when either is missing. */
export function consumption(current: string | null, previous: string | null): string | null {
  const a = toThousandths(current);
  const b = toThousandths(previous);
  return a === null || b === null ? null : fromThousandths(a - b);
}

/** a / b rounded half away from zero, in BigInt. */
function divideRounded(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const remainder = a % b;
  const doubled = (remainder < 0n ? -remainder : remainder) * 2n;
  if (doubled < b) return quotient;
  return a < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * A meter's recent average use: the mean of the non-negative consumptions of its recent readings
 * (a negative one is a reset or a mistake, not use), rounded to 3 decimals; null without any.
 */
export function averageUse(consumptions: readonly (string | null)[]): string | null {
  const uses = consumptions.map(toThousandths).filter((v): v is bigint => v !== null && v >= 0n);
  if (uses.length === 0) return null;
  const total = uses.reduce((sum, v) => sum + v, 0n);
  return fromThousandths(divideRounded(total, BigInt(uses.length)));
}

/** A reading more than this many times the recent average use is unusual. */
export const UNUSUAL_USE_FACTOR = 3n;

export type UnusualReading =
  | {
      kind: 'lower';
      /** The warning the user confirms, in English: it is stored with the reading. */
      message: string;
      /** The figures the warning names, for the web to word it in the user's language. */
      params: { value: string; previous: string };
    }
  | {
      kind: 'high';
      message: string;
      params: { use: string; factor: string; average: string };
    };

/**
 * The unusual-reading rule: lower than the previous reading, or a use since the previous reading
 * of more than 3 times the meter's recent average use (only when that average is above zero).
 */
export function unusualReading(
  reading: string,
  previous: string | null,
  recentAverageUse: string | null,
): UnusualReading | null {
  const value = toThousandths(reading);
  const before = toThousandths(previous);
  if (value === null || before === null) return null;
  if (value < before) {
    const params = { value: fromThousandths(value), previous: fromThousandths(before) };
    return {
      kind: 'lower',
      message: `This reading (${params.value}) is lower than the previous reading (${params.previous}).`,
      params,
    };
  }
  const average = toThousandths(recentAverageUse);
  const use = value - before;
  if (average !== null && average > 0n && use > average * UNUSUAL_USE_FACTOR) {
    const params = {
      use: fromThousandths(use),
      factor: String(UNUSUAL_USE_FACTOR),
      average: fromThousandths(average),
    };
    return {
      kind: 'high',
      message: `This reading means a use of ${params.use}, more than ${params.factor} times the recent average use (${params.average}).`,
      params,
    };
  }
  return null;
}
