import { describe, expect, it } from 'vitest';
import { averageUse, consumption, fromThousandths, toThousandths, unusualReading } from './consumption.ts';

describe('toThousandths / fromThousandths', () => {
  it('parses decimals with up to 3 places exactly and refuses the rest', () => {
    expect(toThousandths('123456789.123')).toBe(123456789123n);
    expect(toThousandths('12.5')).toBe(12500n);
    expect(toThousandths(' 7 ')).toBe(7000n);
    expect(toThousandths('-0.001')).toBe(-1n);
    expect(toThousandths('1.2345')).toBeNull();
    expect(toThousandths('')).toBeNull();
    expect(toThousandths(null)).toBeNull();
    expect(toThousandths('1e3')).toBeNull();
  });

  it('prints without trailing zeros', () => {
    expect(fromThousandths(12500n)).toBe('12.5');
    expect(fromThousandths(0n)).toBe('0');
    expect(fromThousandths(-1n)).toBe('-0.001');
    expect(fromThousandths(-12000n)).toBe('-12');
    expect(fromThousandths(999999999999n)).toBe('999999999.999');
  });
});

describe('consumption', () => {
  it('is the exact difference, where a float would not be', () => {
    expect(consumption('0.3', '0.1')).toBe('0.2');
    expect(consumption('123456789.123', '123456788.001')).toBe('1.122');
    expect(consumption('999999999.999', '0')).toBe('999999999.999');
    expect(consumption('100', '100.500')).toBe('-0.5');
  });

  it('is null when either side is missing', () => {
    expect(consumption(null, '1')).toBeNull();
    expect(consumption('1', null)).toBeNull();
    expect(consumption('', '1')).toBeNull();
  });
});

describe('averageUse', () => {
  it('averages the non-negative uses, rounded half up to 3 decimals', () => {
    expect(averageUse(['10', '20', null, '30'])).toBe('20');
    expect(averageUse(['1', '0', '0'])).toBe('0.333');
    expect(averageUse(['0.001', '0.002'])).toBe('0.002');
    expect(averageUse(['10', '-500'])).toBe('10');
  });

  it('is null without any use', () => {
    expect(averageUse([])).toBeNull();
    expect(averageUse([null, '-1'])).toBeNull();
  });
});

describe('unusualReading', () => {
  it('warns when the reading is lower than the previous one', () => {
    expect(unusualReading('99.5', '100', '10')).toEqual({
      kind: 'lower',
      message: 'This reading (99.5) is lower than the previous reading (100).',
      params: { value: '99.5', previous: '100' },
    });
  });

  it('warns when the use is more than 3 times the recent average', () => {
    expect(unusualReading('131', '100', '10')?.kind).toBe('high');
    expect(unusualReading('130.001', '100', '10')?.message).toBe(
      'This reading means a use of 30.001, more than 3 times the recent average use (10).',
    );
    expect(unusualReading('130.001', '100', '10')?.params).toEqual({
      use: '30.001',
      factor: '3',
      average: '10',
    });
  });

  it('accepts exactly 3 times, ordinary use, and readings without history', () => {
    expect(unusualReading('130', '100', '10')).toBeNull();
    expect(unusualReading('130', '100', '10.001')).toBeNull();
    expect(unusualReading('105', '100', '10')).toBeNull();
    expect(unusualReading('105', null, '10')).toBeNull();
    expect(unusualReading('105', '100', null)).toBeNull();
    expect(unusualReading('105', '100', '0')).toBeNull();
  });
});
