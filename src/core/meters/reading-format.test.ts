import { describe, expect, it } from 'vitest';
import { formatReading, formatReadingWithUnit, NO_READING, plainReading } from './reading-format.ts';

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
    expect(formatReading(value, 'en-US')).toBe(shown);
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
    expect(formatReading(value, 'en-US')).toBe(shown);
  });

  it('keeps every digit of large readings (no float rounding), grouped for the locale', () => {
    expect(formatReading('123456789.123', 'en-US')).toBe('123,456,789.123');
    expect(formatReading('999999999.999', 'en-US')).toBe('999,999,999.999');
    expect(formatReading('12345678901234567890.5', 'en-US')).toBe('12,345,678,901,234,567,890.5');
    // A double would give ...890.5 as 12345678901234567000.
    expect(formatReading('900719925474099.993', 'en-US')).toBe('900,719,925,474,099.993');
  });

  it('groups from five integer digits on, as the meter dial reads a four-digit value', () => {
    expect(formatReading('4321.5', 'en-US')).toBe('4321.5');
    expect(formatReading('12345', 'en-US')).toBe('12,345');
    expect(formatReading('-12345.25', 'en-US')).toBe('-12,345.25');
  });

  it("uses the locale's decimal and group separators", () => {
    expect(formatReading('12345.5', 'es-ES')).toBe('12.345,5');
    expect(formatReading('12345.5', 'de-DE')).toBe('12.345,5');
    expect(formatReading('1234567.125', 'fr-FR')).toBe('1\u202f234\u202f567,125');
    expect(formatReading('42.000', 'es-ES')).toBe('42');
    expect(formatReading('abc', 'es-ES')).toBe(NO_READING);
  });
});

describe('plainReading', () => {
  it('is the exact decimal an input is filled with, never grouped', () => {
    expect(plainReading('0012345.500')).toBe('12345.5');
    expect(plainReading('-0.000')).toBe('0');
    expect(plainReading('abc')).toBeNull();
    expect(plainReading('  ')).toBeNull();
  });
});

describe('formatReadingWithUnit', () => {
  it('adds the symbol after a no-break space, never to No reading', () => {
    expect(formatReadingWithUnit('12345.50', 'm³', 'en-US')).toBe('12,345.5\u00a0m³');
    expect(formatReadingWithUnit(null, 'm³', 'en-US')).toBe(NO_READING);
    expect(formatReadingWithUnit('7', '', 'en-US')).toBe('7');
  });
});
