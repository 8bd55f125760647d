/**
 * For unit tests in Node of code that translates through the app's i18n instance: the whole
 * catalogue of both languages loaded at once, English shown (no lazy chunks, no browser).
 */
import { en, es } from '#web/locales/index.ts';
import { i18n } from './i18n.ts';

export async function startTestCatalogue(): Promise<void> {
  await i18n.init({
    resources: { en, es },
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
