import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A screen the app shows for a moment and leaves on its own: 'Please log in to access this page.'
 * starts the sign-in navigation 500 ms after it shows. Once that navigation has started, a
 * locator, an evaluate or a screenshot of the page waits for the next document; a test that held
 * the navigation to look first waited for ever whenever the machine was slower than 500 ms (the
 * sign-in tests' flake). So the page reports the screen itself as it shows (a binding): the text,
 * and how many elements each of the given selectors matched at that moment.
 */
export interface Shown {
  text: string;
  counts: Record<string, number>;
}

const shownByPage = new WeakMap<Page, Shown[]>();
const SHOWN_BINDING = '__e2eTextShown';

/** Records each document of the context's pages that shows `text` (once per document). */
export async function recordShown(
  context: BrowserContext,
  text: string,
  selectors: string[] = [],
): Promise<void> {
  await context.exposeBinding(SHOWN_BINDING, ({ page }: { page: Page }, shown: Shown) => {
    shownByPage.set(page, [...(shownByPage.get(page) ?? []), shown]);
  });
  await context.addInitScript(
    ({ binding, text, selectors }) => {
      let told = false;
      const look = () => {
        if (told || !document.body?.innerText.includes(text)) return;
        told = true;
        const counts = Object.fromEntries(selectors.map((s) => [s, document.querySelectorAll(s).length]));
        // Looked up now: the binding may be installed after this script runs.
        void (window as unknown as Record<string, ((shown: unknown) => Promise<void>) | undefined>)[
          binding
        ]?.({
          text,
          counts,
        });
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { binding: SHOWN_BINDING, text, selectors },
  );
}

/** Waits until the page has shown the recorded text (recordShown) and answers what it saw then. */
export async function waitForShown(page: Page, text: string): Promise<Shown> {
  const find = () => shownByPage.get(page)?.find((shown) => shown.text === text);
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}
