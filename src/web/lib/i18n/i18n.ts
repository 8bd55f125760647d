import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '#core/common/format-locale.ts';
import { chooseLanguage, LANGUAGES, type Language, storeLanguageChoice } from './languages.ts';

/**
 * The one message catalogue's runtime (decision 0043). What the frame of every screen says (the
 * shell, sign-in, the dashboard and its user menu, errors, common words) is in English in the
 * first download. Every namespace is also its own small chunk with all its languages (precached
 * by the service worker), fetched when a screen first asks for it; the page's Suspense boundary
 * waits for it.
 */
export const i18n = i18next.createInstance();

/**
 * A namespace is the file `locales/<namespace>.ts` holding every language (`export const en`,
 * `export const es`), in the frame's folder (`src/web/locales/`) or in the feature whose texts
 * they are (`features/<feature>/locales/`).
 */
const namespaceOf = (path: string) => /\/locales\/([^/]+)\.ts$/.exec(path)![1]!;

/** What the first screen may need, in English: `common`, `shell`, `auth`, `dashboard`, `errors`. */
const FRAME: Record<string, ResourceKey> = Object.fromEntries(
  Object.entries(
    import.meta.glob<ResourceKey>(
      [
        '../../locales/{common,shell,auth,dashboard,errors}.ts',
        '../../features/*/locales/{common,shell,auth,dashboard,errors}.ts',
      ],
      { eager: true, import: 'en' },
    ),
  ).map(([path, texts]) => [namespaceOf(path), texts]),
);
const FRAME_NAMESPACES = Object.keys(FRAME);

/**
 * Every namespace file, by namespace: a lazy chunk each, with all its languages. The frame's files
 * are imported a second time under another name (`?lazy`), a module of its own: the entry's takes
 * only their English (`import: 'en'` above, the rest shaken out), and a chunk loaded from the same
 * module would be the entry itself, every language's frame in the first download.
 */
const chunks = new Map(
  Object.entries({
    ...import.meta.glob<Partial<Record<string, ResourceKey>>>([
      '../../locales/*.ts',
      '../../features/*/locales/*.ts',
      '!../../locales/index.ts',
      '!../../locales/{common,shell,auth,dashboard,errors}.ts',
      '!../../features/*/locales/{common,shell,auth,dashboard,errors}.ts',
    ]),
    ...import.meta.glob<Partial<Record<string, ResourceKey>>>(
      [
        '../../locales/{common,shell,auth,dashboard,errors}.ts',
        '../../features/*/locales/{common,shell,auth,dashboard,errors}.ts',
      ],
      { query: '?lazy' },
    ),
  }).map(([path, load]) => [namespaceOf(path), load] as const),
);

const lazyCatalogue: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = chunks.get(namespace);
    if (!load) {
      callback(new Error(`no catalogue for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module[language] ?? false),
      (error: Error) => callback(error, false),
    );
  },
};

async function apply(): Promise<void> {
  const { language, locale } = chooseLanguage();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(FRAME_NAMESPACES);
  setFormatLocale(locale);
  document.documentElement.lang = language;
}

/**
 * Every other namespace of the language (and English, the fallback, in the same chunks), so a
 * dialog opened from the frame or a text built outside a component finds its words ready. One
 * small request a namespace: they wait until the first screen has had its own (see
 * `whenFirstScreenSettled`), or they would hold the browser's few connections while the screen's
 * chunk, words and data wait behind them.
 */
export function preloadCatalogue(): void {
  void i18n.loadNamespaces([...chunks.keys()]);
}

/** A screen's namespaces, fetched alongside its chunk rather than once it renders and asks. */
export function preloadNamespaces(namespaces: readonly string[]): void {
  void i18n.loadNamespaces([...namespaces]);
}

/** Readies the catalogue in the language to show; the app renders once this is done. */
export async function startI18n(): Promise<void> {
  await i18n
    .use(lazyCatalogue)
    .use(initReactI18next)
    .init({
      resources: { en: FRAME },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      ns: FRAME_NAMESPACES,
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
  preloadCatalogue();
}
