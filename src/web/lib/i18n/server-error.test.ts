/** Every code the server can send has a text in both languages (decision 0043). */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#core/api/error-codes.ts';
import { en, es } from '#web/locales/index.ts';
import { i18n } from './i18n.ts';
import { serverErrorText } from './server-error.ts';
import { startTestCatalogue } from './test-catalogue.ts';

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

describe('serverErrorText', () => {
  it("fills a code's numbers in Spanish: the run-start limit (decision 0052)", async () => {
    await startTestCatalogue();
    await i18n.changeLanguage('es');
    try {
      const text = serverErrorText({
        code: 'tours.tooManyStarts',
        message:
          'Too many tour runs started: at most 10 in 10 minutes. Please wait a few minutes and try again.',
        params: { max: 10, minutes: 10 },
      });
      expect(text).toBe(
        'Demasiadas rondas iniciadas: como máximo 10 en 10 minutos. Espere unos minutos y vuelva a intentarlo.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
