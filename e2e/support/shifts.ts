import type { Locator, Page } from 'playwright-core';

/**
 * Ends the signed-in user's active shift, if any, through the API: the e2e server is shared by
 * every test file, so a test that needs "no active shift" must not rely on the others.
 */
export async function endActiveShift(page: Page): Promise<void> {
  const response = await page.request.put('/api/shifts/end', { data: {} });
  if (!response.ok() && response.status() !== 404) {
    throw new Error(`PUT /api/shifts/end answered ${response.status()}: ${await response.text()}`);
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
      .click({ timeout: 2000 })
      .catch(() => {});
    await page.locator('.toast').waitFor({ state: 'detached' });
  }
}
