import { describe, expect, it } from 'vitest';
import { ANSWER_TEXTS, answerEditValue, answerText, answerUpdateBody } from './answer-edit.ts';

const empty = { answerText: null, answerNumber: null, answerBoolean: null, answerTimestamp: null };

describe('answerText', () => {
  it('shows each type its way', () => {
    expect(answerText('yes_no', { ...empty, answerBoolean: true })).toBe('Yes');
    expect(answerText('yes_no', { ...empty, answerBoolean: false })).toBe('No');
    expect(answerText('number', { ...empty, answerNumber: '12.500' })).toBe('12.5');
    expect(answerText('number', { ...empty, answerNumber: '0.000' })).toBe('0');
    expect(answerText('text_short', { ...empty, answerText: 'Clear' })).toBe('Clear');
    expect(
      answerText('timestamp', { ...empty, answerTimestamp: '2026-03-05T10:00:00.000Z' }, (d) =>
        d.toISOString(),
      ),
    ).toBe('2026-03-05T10:00:00.000Z');
  });

  it('says No answer when the field of the type is empty', () => {
    for (const type of ['yes_no', 'number', 'timestamp', 'text_long']) {
      expect(answerText(type, empty)).toBe('No answer');
    }
  });

  it('says Yes, No and No answer in the words it is given', () => {
    const words = { yes: 'Sí', no: 'No', noAnswer: 'Sin respuesta' };
    expect(answerText('yes_no', { ...empty, answerBoolean: true }, undefined, words)).toBe('Sí');
    expect(answerText('yes_no', { ...empty, answerBoolean: false }, undefined, words)).toBe('No');
    expect(answerText('text_long', empty, undefined, words)).toBe('Sin respuesta');
  });
});

describe('answerEditValue', () => {
  it('starts the editor from the saved value', () => {
    expect(answerEditValue('yes_no', { ...empty, answerBoolean: false })).toBe(false);
    expect(answerEditValue('number', { ...empty, answerNumber: '7.250' })).toBe('7.25');
    expect(answerEditValue('text_long', { ...empty, answerText: 'All quiet' })).toBe('All quiet');
    const local = answerEditValue('timestamp', {
      ...empty,
      answerTimestamp: new Date(2026, 2, 5, 6, 4).toISOString(),
    });
    expect(local).toBe('2026-03-05T06:04');
    expect(answerEditValue('timestamp', empty)).toBe('');
  });
});

describe('answerUpdateBody', () => {
  const q = (questionType: string) => ({ guid: 'q', questionType });

  it('fills only the field of the type', () => {
    expect(answerUpdateBody(q('text_short'), ' Windy ')).toEqual({ body: { ...empty, answerText: 'Windy' } });
    expect(answerUpdateBody(q('yes_no'), false)).toEqual({ body: { ...empty, answerBoolean: false } });
    expect(answerUpdateBody(q('number'), '0')).toEqual({ body: { ...empty, answerNumber: '0' } });
    const at = new Date(2026, 2, 5, 6, 4);
    expect(answerUpdateBody(q('timestamp'), '2026-03-05T06:04')).toEqual({
      body: { ...empty, answerTimestamp: at.toISOString() },
    });
  });

  it('refuses a blank value and a bad number', () => {
    expect(answerUpdateBody(q('text_short'), '  ')).toEqual({ error: 'fieldRequired' });
    expect(answerUpdateBody(q('yes_no'), undefined)).toEqual({ error: 'fieldRequired' });
    expect(answerUpdateBody(q('timestamp'), 'not a date')).toEqual({ error: 'fieldRequired' });
    expect(answerUpdateBody(q('number'), '12.34567')).toEqual({ error: 'numberInvalid' });
    expect(answerUpdateBody(q('number'), 'abc')).toEqual({ error: 'numberInvalid' });
    expect(ANSWER_TEXTS.fieldRequired).toBe('This field is required');
    expect(ANSWER_TEXTS.numberInvalid).toBe(
      'Enter a number with at most 9 digits before and 3 after the decimal point.',
    );
  });
});
