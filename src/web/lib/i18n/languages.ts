/**
 * The app's languages and how one is chosen (decision 0043): the user's choice kept on this
 * device, else the browser's best match, else English.
 */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the user menu offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

const CHOICE_KEY = 'dockwatch.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The first of the browser's languages ('es-MX', 'en-GB'…) whose language is offered. */
function browserMatch(browser: readonly string[], offered: readonly Language[]): string | undefined {
  return browser.find((tag) => offered.includes(tag.split('-')[0]?.toLowerCase() as Language));
}

const baseLanguage = (tag: string): Language => tag.split('-')[0]?.toLowerCase() as Language;

export interface LanguageChoice {
  language: Language;
  /** The locale numbers and dates are written in: the browser's own tag for that language when it has one. */
  locale: string;
}

/** The language to show, and the locale for Intl, from what is stored and what the browser prefers. */
export function chooseLanguage(browser: readonly string[] = navigator.languages): LanguageChoice {
  const choice = stored(CHOICE_KEY);
  const language: Language = isLanguage(choice)
    ? choice
    : baseLanguage(browserMatch(browser, LANGUAGES) ?? 'en');
  return { language, locale: browserMatch(browser, [language]) ?? language };
}

/** Keeps the user's choice on this device. */
export function storeLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}
