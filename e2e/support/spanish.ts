/**
 * Checks for screens shown in Spanish (decision 0043): no English text of the catalogue left and
 * nothing overflowing sideways at the phone viewport. Each area's browser test
 * (`spanish-<area>.e2e.ts`) opens its screens with `newSpanishPage` and checks them with these.
 */

import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en, es } from '#web/locales/index.ts';
import { newPhonePage, type PhonePage } from './browser.ts';
import { e2eServer } from './e2e-server.ts';
import type { DemoRole } from './provided.ts';

type Tree = { readonly [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

const spanishTexts = new Set(texts(es));

const ALL = Object.keys(en) as (keyof typeof en)[];

/** English texts that Spanish says otherwise (placeholders cut out, pieces under 4 characters dropped). */
function englishPieces(namespaces: readonly (keyof typeof en)[]) {
  return namespaces
    .flatMap((ns) => texts(en[ns]))
    .filter((text) => !spanishTexts.has(text))
    .flatMap((text) => text.split(/\{\{\w+\}\}/))
    .map((text) => text.trim())
    .filter((text) => text.length >= 4);
}

/**
 * The English to look for: from the namespaces named, every text; by default, every catalogue
 * text of two words or more and the single words of `common` (Cancel, Retry, Back…). A single
 * word of an area's namespace ('Dock', 'Time', 'Offline') is also a word of the demo data and of
 * what earlier tests created ('Dock A', 'Offline round'); an area's test checks its own single
 * words by naming its namespace where no such data is on screen.
 */
export function englishOnly(namespaces?: readonly (keyof typeof en)[]) {
  if (namespaces) return englishPieces(namespaces);
  return [
    ...englishPieces(ALL).filter((text) => /\s/.test(text)),
    ...englishPieces(['common']).filter((text) => !/\s/.test(text)),
  ];
}

const everyEnglishText = englishOnly();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` is shown as words of its own ('Cancel' is not in 'Cancelar'). */
const showsWords = (shown: string, text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, 'u').test(shown);

/** Fails naming the English catalogue texts shown in the region. */
export async function expectSpanish(
  region: Locator,
  name: string,
  english: readonly string[] = everyEnglishText,
) {
  const shown = (await region.innerText()).replace(/\s+/g, ' ');
  expect(
    english.filter((text) => showsWords(shown, text)),
    `${name}: ${shown}`,
  ).toEqual([]);
}

/** Fails when the page scrolls sideways. */
export async function expectNoOverflow(page: Page, name: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, name).toBeLessThanOrEqual(width);
}

/** Both checks on the page's main region (or the region given). */
export async function expectSpanishScreen(page: Page, name: string, region: Locator = page.locator('main')) {
  await expectSpanish(region, name);
  await expectNoOverflow(page, name);
}

/**
 * A phone page of a browser whose language is Spanish (es-ES), signed in as `role` when
 * given. The page's `errors` collect unexpected console errors as newPhonePage's do.
 */
export async function newSpanishPage(
  browser: Browser,
  role?: DemoRole,
  options: BrowserContextOptions = {},
): Promise<PhonePage> {
  const phone = await newPhonePage(browser, undefined, { locale: 'es-ES', ...options });
  if (role) await loginInSpanish(phone.page, role);
  return phone;
}

/** Signs in through the Spanish sign-in page and waits until the app has left it. */
export async function loginInSpanish(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = e2eServer().demoLogins[role];
  await page.goto('/login');
  await page.getByLabel(es.auth.email).fill(email);
  await page.getByLabel(es.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: es.auth.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
