/** Every code the server can send has a text in both languages (decision 0043). */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#core/api/error-codes.ts';
import { en } from '#web/locales/en/index.ts';
import { es } from '#web/locales/es/index.ts';

const lookup = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the server error codes', () => {
  it('each have a text in English and in Spanish', () => {
    for (const code of ERROR_CODES) {
      expect(typeof lookup(en.errors, code), `en ${code}`).toBe('string');
      expect(typeof lookup(es.errors, code), `es ${code}`).toBe('string');
    }
  });
});
