import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of.ts';

describe('oneOf', () => {
  it('gives the value when the list has it, else undefined', () => {
    expect(oneOf(['a4', 'letter'] as const, 'letter')).toBe('letter');
    expect(oneOf(['a4', 'letter'] as const, 'A4')).toBeUndefined();
    expect(oneOf(['a4', 'letter'] as const, null)).toBeUndefined();
  });
});
