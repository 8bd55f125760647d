import { describe, expect, it } from 'vitest';
import { showEndPanel, toAnswerPayloads, unanswered } from './shift-flow.ts';

describe('unanswered', () => {
  it('keeps questions without an answer of their guid', () => {
    const qs = [{ guid: 'a' }, { guid: 'b' }, { guid: 'c' }];
    expect(unanswered(qs, [{ questionId: 'b' }]).map((q) => q.guid)).toEqual(['a', 'c']);
  });
});

describe('showEndPanel', () => {
  it('needs all start questions answered and some end question open', () => {
    expect(showEndPanel(0, 2)).toBe(true);
    expect(showEndPanel(1, 2)).toBe(false);
    expect(showEndPanel(0, 0)).toBe(false);
  });
});

describe('toAnswerPayloads', () => {
  const questions = [
    { guid: 'yn', questionType: 'yes_no' },
    { guid: 'n', questionType: 'number' },
    { guid: 't', questionType: 'text_short' },
    { guid: 'ts', questionType: 'timestamp' },
    { guid: 'x', questionType: 'mystery' },
    { guid: 'skip', questionType: 'text_long' },
  ];
  it('fills one field by type, keeps false and 0, skips empty answers', () => {
    const payloads = toAnswerPayloads('s1', questions, {
      yn: false,
      n: 0,
      t: '  Clear skies ',
      ts: '2026-11-22T21:30',
      x: 'other',
      skip: '   ',
    });
    expect(payloads.map((p) => p.questionId)).toEqual(['yn', 'n', 't', 'ts', 'x']);
    expect(payloads[0]).toEqual({
      questionId: 'yn',
      shiftId: 's1',
      answerText: null,
      answerNumber: null,
      answerBoolean: false,
      answerTimestamp: null,
    });
    expect(payloads[1]!.answerNumber).toBe('0');
    expect(payloads[2]!.answerText).toBe('Clear skies');
    expect(payloads[3]!.answerTimestamp).toBe(new Date('2026-11-22T21:30').toISOString());
    expect(payloads[4]!.answerText).toBe('other');
  });
});
