import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newPhonePage, screenshot } from './support/browser.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { toastWith } from './support/shifts.ts';

/**
 * Issue 30 item 17, spec 000 section 2: "When signed out or while the user is loading, / shows the
 * landing page", without showing it to a guard this browser knows as signed in (decision 0054);
 * and the locations page's 'Please log in to access this page.' when the session ends while the
 * page is open.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds GET /api/auth/user until `release` is called; `asked` resolves once the app asked. */
async function holdSignedInUser(page: Page) {
  let release!: () => void;
  let markAsked!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route('**/api/auth/user', async (route) => {
    markAsked();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { asked, release };
}

/** Notes whether the landing page's button was ever drawn, from the first byte of the page on. */
const watchForLanding = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { sawLanding?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Sign In to Continue')) w.sawLanding = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
const sawLanding = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding ?? false);

describe('/ while the signed-in user is loading', () => {
  it('shows the landing page to a visitor before the server has answered', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    const { asked, release } = await holdSignedInUser(page);
    await page.goto('/');
    await asked;
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    await page.getByText('Management System', { exact: true }).waitFor();
    await screenshot(page, 'landing-while-loading');
    release();
    await page.waitForResponse('**/api/auth/user');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a guard signed in on this phone the loading screen, never the landing page', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await login(page, 'staff');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await watchForLanding(page);
    const { asked, release } = await holdSignedInUser(page);
    await page.reload();
    await asked;
    // React has drawn its own loading screen (the page's static one has no text).
    await page.locator('main[aria-busy="true"] span.sr-only').waitFor({ state: 'attached' });
    expect(await sawLanding(page)).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await sawLanding(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the landing page again once this phone has signed out', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await login(page, 'staff');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    const { asked } = await holdSignedInUser(page);
    await page.reload();
    await asked;
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a session that ends while a signed-in page is open', () => {
  it("says 'Please log in to access this page.', then signs in again and comes back", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await login(page, 'staff');
    await page.goto('/locations');
    await page.locator('[data-testid="location-tile"][title="Dock A"]').waitFor();
    // The session ends on the server (expired, or ended from another device).
    await context.clearCookies();
    expectFailedRequests(page, { method: 'GET', status: 401, path: /^\/api\// });
    // Hold the sign-in navigation a moment so the screen can be seen first.
    await page.route('**/api/login', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // The signal comes back: the app refreshes the lists and learns the session is gone.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('Please log in to access this page.', { exact: true }).waitFor();
    await toastWith(page, 'You are logged out. Logging in again...').waitFor();
    expect(await page.locator('[data-testid="location-tile"]').count()).toBe(0);
    await screenshot(page, 'session-ended-locations');

    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBe('/locations');
    await login(page, 'staff');
    expect(new URL(page.url()).pathname).toBe('/locations');
    expect(errors).toEqual([]);
    await context.close();
  });
});
