import { describe, expect, it } from 'vitest';
import { formatReading, NO_READING } from './reading-format.ts';

describe('formatReading', () => {
  it.each([
    [null, NO_READING],
    [undefined, NO_READING],
    ['', NO_READING],
    ['   ', NO_READING],
    ['abc', NO_READING],
    ['12a', NO_READING],
    ['1e3', NO_READING],
    ['.', NO_READING],
    ['1.2.3', NO_READING],
  ])('%j shows %j', (value, shown) => {
    expect(formatReading(value)).toBe(shown);
  });

  it.each([
    ['42', '42'],
    ['42.000', '42'],
    ['42.', '42'],
    ['12.500', '12.5'],
    ['12.050', '12.05'],
    ['0.000', '0'],
    ['0.001', '0.001'],
    ['.5', '0.5'],
    ['007.10', '7.1'],
    ['-3.20', '-3.2'],
    ['-0.000', '0'],
    ['+4.0', '4'],
    [' 15.250 ', '15.25'],
  ])('%j shows %j', (value, shown) => {
    expect(formatReading(value)).toBe(shown);
  });

  it('keeps every digit of large readings (no float rounding)', () => {
    expect(formatReading('123456789.123')).toBe('123456789.123');
    expect(formatReading('999999999.999')).toBe('999999999.999');
    expect(formatReading('12345678901234567890.5')).toBe('12345678901234567890.5');
  });
});
