import type { Locator, Page } from 'playwright-core';
import { routeKey } from '#core/api/endpoint.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { callApi } from './api.ts';
import { paced } from './pace.ts';

/**
 * Ends the signed-in user's active shift, if any, through the API: the e2e server is shared by
 * every test file, so a test that needs "no active shift" must not rely on the others.
 */
export async function endActiveShift(page: Page): Promise<void> {
  const response = await callApi(page, shiftsApi.end, { body: {} });
  if (!response.ok() && response.status() !== 404) {
    throw new Error(`${routeKey(shiftsApi.end)} answered ${response.status()}: ${await response.text()}`);
  }
}

/** The toast showing `text` (title or description); toasts are li.toast in the Notification region. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('.toast', { hasText: text });
}

/** Closes the toast on screen, if any, so that a screenshot shows the screen under it. */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.locator('.toast').getByRole('button', { name: 'Close' });
  if ((await close.count()) > 0) {
    // It may close by itself meanwhile (5 s): then there is nothing to click.
    await close
      .first()
      .click({ timeout: paced(2000) })
      .catch(() => {});
    await page.locator('.toast').waitFor({ state: 'detached' });
  }
}
