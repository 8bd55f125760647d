import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '#core/common/format-locale.ts';
import { en } from '#web/locales/en/index.ts';
import { chooseLanguage, LANGUAGES, type Language, storeLanguageChoice } from './languages.ts';

/**
 * The one message catalogue's runtime (decision 0043). English is in the first download; another
 * language is its own chunk, fetched when it is chosen.
 */
export const i18n = i18next.createInstance();

async function loadMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const { es } = await import('#web/locales/es/index.ts');
  for (const [namespace, messages] of Object.entries(es))
    i18n.addResourceBundle(language, namespace, messages);
}

async function apply(): Promise<void> {
  const { language, locale } = chooseLanguage();
  await loadMessages(language);
  setFormatLocale(locale);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Readies the catalogue in the language to show; the app renders once this is done. */
export async function startI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    ns: Object.keys(en),
    defaultNS: 'common',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await apply();
}

/** The user's choice in the user menu: kept on this device, shown at once. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  await apply();
}
