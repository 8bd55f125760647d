import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor.ts';

const position = { at: '2026-02-20T12:00:00.123456Z', guid: '0b6f1c9e-3a41-4c57-9d2e-8f1a2b3c4d5e' };

describe('the page cursor', () => {
  it('comes back as the position it was made from, in URL-safe characters', () => {
    const cursor = encodePageCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageCursor(cursor)).toEqual(position);
  });

  it('keeps every microsecond and reads an upper-case guid as the same reading', () => {
    const at = '1999-12-31T23:59:59.999999Z';
    expect(decodePageCursor(encodePageCursor({ ...position, at }))?.at).toBe(at);
    const upper = encodePageCursor({ ...position, guid: position.guid.toUpperCase() });
    expect(decodePageCursor(upper)?.guid).toBe(position.guid);
  });

  it('refuses what it did not make', () => {
    const plain = (text: string) => btoa(text).replace(/=+$/, '');
    for (const text of [
      '',
      'not a cursor',
      'abc$',
      'x'.repeat(121),
      plain('2026-02-20T12:00:00.123456Z'),
      plain(`2026-02-20T12:00:00.123Z|${position.guid}`),
      plain(`2026-02-20 12:00:00.123456Z|${position.guid}`),
      plain(`2026-02-30T12:00:00.123456Z|${position.guid}`.replace('02-30', '13-01')),
      plain('2026-02-20T12:00:00.123456Z|not-a-guid'),
      plain(`2026-02-20T12:00:00.123456Z|${position.guid}|extra`),
      // base64 with a stray character in the middle that atob refuses
      'A',
    ]) {
      expect(decodePageCursor(text), text).toBeNull();
    }
  });
});
