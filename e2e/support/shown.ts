import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { paced } from './pace.ts';

/**
 * What a page showed, as the page reports it (a binding), for screens and toasts the app shows for
 * a moment and leaves on its own. 'Please log in to access this page.' and the 401's toast start
 * the sign-in navigation 500 ms after they show. Once that navigation has started, a locator, an
 * evaluate or a screenshot of the page waits for the next document; a test that held the
 * navigation to look first waited for ever, and one that looked with locators missed the screen
 * whenever the machine was slower than 500 ms (the sign-in and meters tests' flakes). Only one
 * toast is on screen at a time, so a quick second one replaced the first before a test could look.
 *
 * Each report carries the screen at that moment: its headings, the text of each element that holds
 * text of its own (what `getByText(…, { exact: true })` matches), and how many elements each given
 * selector matched.
 */
export interface Shown {
  text: string;
  headings: string[];
  texts: string[];
  counts: Record<string, number>;
}

interface Report extends Shown {
  kind: 'text' | 'toast';
}

/** The reports of each page, oldest first; the Page object outlives its documents. */
const reportsByPage = new WeakMap<Page, Report[]>();
const recording = new WeakSet<BrowserContext>();
const BINDING = '__e2eShown';

interface WatchOptions {
  binding: string;
  texts: string[];
  selectors: string[];
  toasts: boolean;
}

/** Runs in the page (an init script): reports each watched text once per document, and each toast. */
function watchThePage({ binding, texts, selectors, toasts }: WatchOptions): void {
  const snapshot = () => ({
    headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((h) =>
      (h.textContent ?? '').trim(),
    ),
    texts: [...document.body.querySelectorAll('*')]
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
    counts: Object.fromEntries(selectors.map((s) => [s, document.querySelectorAll(s).length])),
  });
  // Looked up when something shows: the binding may be installed after this script runs.
  const report = (kind: 'text' | 'toast', text: string) =>
    void (window as unknown as Record<string, ((report: unknown) => Promise<void>) | undefined>)[binding]?.({
      kind,
      text,
      ...snapshot(),
    });
  const told = new Set<string>();
  const toastsSeen = new WeakSet<Element>();
  const look = () => {
    if (!document.body) return;
    for (const text of texts) {
      if (!told.has(text) && document.body.innerText.includes(text)) {
        told.add(text);
        report('text', text);
      }
    }
    if (!toasts) return;
    for (const element of document.querySelectorAll('.toast')) {
      const text = element.textContent ?? '';
      if (text && !toastsSeen.has(element)) {
        toastsSeen.add(element);
        report('toast', text);
      }
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Installs the binding and the toast watcher once per context. */
async function listen(context: BrowserContext): Promise<void> {
  if (recording.has(context)) return;
  recording.add(context);
  await context.exposeBinding(BINDING, ({ page }: { page: Page }, report: Report) => {
    reportsByPage.set(page, [...(reportsByPage.get(page) ?? []), report]);
  });
  await context.addInitScript(watchThePage, { binding: BINDING, texts: [], selectors: [], toasts: true });
}

/**
 * Records each document of the context's pages that shows one of `texts` (once per document and
 * text), with the screen at that moment; toasts are recorded as well. Call it before the page
 * loads; more than once per context is fine.
 */
export async function recordShown(
  context: BrowserContext,
  texts: string | string[],
  selectors: string[] = [],
): Promise<void> {
  await listen(context);
  const watched = typeof texts === 'string' ? [texts] : texts;
  await context.addInitScript(watchThePage, { binding: BINDING, texts: watched, selectors, toasts: false });
}

/** Records every toast the context's pages show, once per toast, with the screen at that moment. */
export const recordToasts = (context: BrowserContext): Promise<void> => listen(context);

const reportsOf = (page: Page, kind: Report['kind']) =>
  (reportsByPage.get(page) ?? []).filter((report) => report.kind === kind);

async function waitForReport(page: Page, kind: Report['kind'], matches: (report: Report) => boolean) {
  const find = () => reportsOf(page, kind).find(matches);
  await expect.poll(() => find() !== undefined, { timeout: paced(15_000) }).toBe(true);
  return find()!;
}

/** Waits until the page has shown the recorded text (recordShown) and answers the screen then. */
export const waitForShown = (page: Page, text: string): Promise<Shown> =>
  waitForReport(page, 'text', (report) => report.text === text);

/** The toast texts seen so far (recordToasts), oldest first. */
export const toastsSeen = async (page: Page): Promise<string[]> =>
  reportsOf(page, 'toast').map((report) => report.text);

/** How many toasts so far said `text`. */
export const toastCount = async (page: Page, text: string): Promise<number> =>
  (await toastsSeen(page)).filter((t) => t.includes(text)).length;

/**
 * Waits for a toast saying `text`: one more than `before` of them (default: any). Answers the
 * screen as that toast showed.
 */
export async function waitForToast(page: Page, text: string, before = 0): Promise<Shown> {
  await expect.poll(() => toastCount(page, text), { timeout: paced(15_000) }).toBeGreaterThan(before);
  return reportsOf(page, 'toast').filter((report) => report.text.includes(text))[before]!;
}
