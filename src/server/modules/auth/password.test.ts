import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores argon2id with at least OWASP parameters and a fresh salt each time', async () => {
    const [first, second] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(first)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password only, and a missing hash never verifies', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse')).toBe(false);
    expect(await verifyPassword(null, 'correct horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});
