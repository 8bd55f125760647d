import { describe, expect, it } from 'vitest';
import { errorCode, errorName } from './thrown.ts';

describe('what a rejection carries', () => {
  it("reads a DOMException's name and a position error's code", () => {
    expect(errorName(new DOMException('no', 'NotAllowedError'))).toBe('NotAllowedError');
    expect(errorCode({ code: 1, message: 'denied' })).toBe(1);
  });

  it('is undefined for a value without them', () => {
    for (const thrown of ['unsupported', null, undefined, {}, { code: '1' }]) {
      expect(errorCode(thrown)).toBeUndefined();
    }
    expect(errorName('unsupported')).toBeUndefined();
    expect(errorName(null)).toBeUndefined();
  });
});
