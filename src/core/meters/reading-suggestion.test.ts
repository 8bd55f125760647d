import { describe, expect, it } from 'vitest';
import { MIN_WORD_CONFIDENCE, type OcrWord, suggestReading } from './reading-suggestion.ts';

const word = (text: string, confidence = 95): OcrWord => ({ text, confidence });
const knowing = (previous: string | null, averageUse: string | null = null) => ({ previous, averageUse });

describe('suggestReading (ADR 0038)', () => {
  it('takes a value read with its point as read, leading zeros dropped', () => {
    expect(suggestReading([word('004512.3')], knowing(null))).toBe('4512.3');
    expect(suggestReading([word('4512.30')], knowing('4500'))).toBe('4512.3');
  });

  it('places a point that was not read from the previous reading: the smallest value not below it', () => {
    // An odometer's red tenths drum: '0243186' after 24,310 is 24,318.6.
    expect(suggestReading([word('0243186')], knowing('24310'))).toBe('24318.6');
    expect(suggestReading([word('0243186')], knowing('24318.6'))).toBe('24318.6');
    expect(suggestReading([word('0243186')], knowing('2431.8'))).toBe('2431.86');
    expect(suggestReading([word('5675')], knowing('5600'))).toBe('5675');
  });

  it('offers nothing without a previous reading when the point was not read', () => {
    expect(suggestReading([word('0243186')], knowing(null))).toBeNull();
  });

  it('never offers what the save would warn about: lower than the previous reading, or an unusual use', () => {
    expect(suggestReading([word('4512.3')], knowing('4600'))).toBeNull();
    expect(suggestReading([word('0243186')], knowing('243187'))).toBeNull();
    // 24,318.6 after 24,310 is a use of 8.6: more than 3 × an average of 2 is unusual.
    expect(suggestReading([word('0243186')], knowing('24310', '2'))).toBeNull();
    expect(suggestReading([word('0243186')], knowing('24310', '3'))).toBe('24318.6');
  });

  it('offers nothing when unsure: low confidence, too short, two counters, stray points', () => {
    expect(suggestReading([word('4512.3', MIN_WORD_CONFIDENCE - 1)], knowing(null))).toBeNull();
    expect(suggestReading([word('4512.3', MIN_WORD_CONFIDENCE)], knowing(null))).toBe('4512.3');
    expect(suggestReading([word('12')], knowing('1'))).toBeNull();
    expect(suggestReading([word('4512.3'), word('7781.2')], knowing(null))).toBeNull();
    expect(suggestReading([word('45.12.3')], knowing(null))).toBeNull();
    expect(suggestReading([word('.4512')], knowing(null))).toBeNull();
    expect(suggestReading([], knowing('10'))).toBeNull();
    // More than 9 whole digits is no reading (numeric(12,3)).
    expect(suggestReading([word('1234567890.5')], knowing(null))).toBeNull();
  });

  it('reads the counter, not the specks beside it', () => {
    expect(suggestReading([word('7', 40), word('2', 18), word('4512.3'), word('0', 0)], knowing(null))).toBe(
      '4512.3',
    );
  });
});
