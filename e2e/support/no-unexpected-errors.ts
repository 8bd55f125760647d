import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { screenshotDir, takeEndedStoredSessions } from './browser.ts';
import { paced } from './pace.ts';
import { openPagesWatched, takeUnexpectedErrors } from './page-watch.ts';

/** A file-name-safe form of a test's name. */
const fileNameOf = (name: string) =>
  name
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * Saves test-results/screenshots/failed-<test>.png (then -2, -3, … for more pages) of each page the
 * failed test still has open. A page that cannot be pictured (crashed, closing) is skipped: the
 * test's own failure is what counts.
 */
async function saveFailureScreenshots(pages: Page[], testName: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const base = `failed-${fileNameOf(testName)}`;
  await Promise.all(
    pages.map(async (page, index) => {
      const path = resolve(screenshotDir, `${base}${index === 0 ? '' : `-${index + 1}`}.png`);
      try {
        await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: paced(10_000) });
        console.log(`[e2e] failed test's page ${page.url()} saved as ${path}`);
      } catch (error) {
        console.log(`[e2e] could not save a screenshot of ${page.url()}: ${String(error).split('\n')[0]}`);
      }
    }),
  );
}

/**
 * Each browser test fails on page errors, console errors and failed requests it did not expect;
 * a test that fails (so, or otherwise) leaves a screenshot of each page it still has open.
 */
afterEach(async ({ task }) => {
  const pages = openPagesWatched();
  const errors = await takeUnexpectedErrors();
  if (task.result?.state === 'fail' || errors.length > 0) await saveFailureScreenshots(pages, task.name);
  if (errors.length > 0) {
    throw new Error(`unexpected errors in the browser:\n${errors.join('\n')}`);
  }
  const ended = await takeEndedStoredSessions();
  if (ended.length > 0) {
    throw new Error(
      `this test ended the stored session that login() shares (${ended.join(', ')}); ` +
        'a test that signs out or signs in again must sign in with loginThroughForm',
    );
  }
});
