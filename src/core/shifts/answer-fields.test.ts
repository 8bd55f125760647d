import { describe, expect, it } from 'vitest';
import { answerFieldFor, answerProblem } from './answer-fields.ts';

describe('answerFieldFor', () => {
  it('maps each type to its one field, other types to text', () => {
    expect(answerFieldFor('text_short')).toBe('answerText');
    expect(answerFieldFor('text_long')).toBe('answerText');
    expect(answerFieldFor('number')).toBe('answerNumber');
    expect(answerFieldFor('yes_no')).toBe('answerBoolean');
    expect(answerFieldFor('timestamp')).toBe('answerTimestamp');
    expect(answerFieldFor('something_new')).toBe('answerText');
  });
});

describe('answerProblem', () => {
  it('accepts false and 0 as real answers', () => {
    expect(answerProblem('yes_no', { answerBoolean: false })).toBeUndefined();
    expect(answerProblem('number', { answerNumber: '0' })).toBeUndefined();
  });
  it('refuses a missing or blank value for the type', () => {
    expect(answerProblem('text_short', { answerText: '  ' })).toBe(
      'answerText: is required for a text_short question',
    );
    expect(answerProblem('yes_no', { answerText: 'yes' })).toMatch(/^answerBoolean: is required/);
  });
  it('refuses a value in a field of another type', () => {
    expect(answerProblem('number', { answerNumber: '3', answerText: 'three' })).toBe(
      'answerText: must be empty for a number question',
    );
  });
});
