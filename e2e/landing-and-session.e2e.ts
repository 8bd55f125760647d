import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { SIGNED_IN_HINT_COOKIE } from '#core/auth/signed-in-hint.ts';
import { apiGlob } from './support/api.ts';
import { launchBrowser, loginThroughForm, newPhonePage, screenshot } from './support/browser.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { recordShown, recordToasts, waitForShown, waitForToast } from './support/shown.ts';

/**
 * Issue 30 item 17, spec 000 section 2: "When signed out or while the user is loading, / shows the
 * landing page", without showing it to a guard whose browser holds the server's signed-in hint
 * cookie (decisions 0054, 0055); and the locations page's 'Please log in to access this page.'
 * when the session ends while the page is open.
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
  await page.route(apiGlob(authApi.user), async (route) => {
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

/** The pages from which GET /api/auth/user was asked, from now on. */
function watchAuthUserRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === authApi.user.path) asked.push(page.url());
  });
  return asked;
}

const hasHintCookie = async (context: BrowserContext) =>
  (await context.cookies()).some((c) => c.name === SIGNED_IN_HINT_COOKIE && c.value === '1');

describe('/ while the signed-in user is loading', () => {
  it('shows the landing page to a visitor at once, without asking who is signed in', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    const asked = watchAuthUserRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    await page.getByText('Management System', { exact: true }).waitFor();
    await screenshot(page, 'landing-while-loading');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a guard signed in on this phone the loading screen, never the landing page', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await loginThroughForm(page, 'staff');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    // The server's hint cookie says so; nothing the page keeps for itself is needed.
    expect(await hasHintCookie(context)).toBe(true);
    // Leave the dashboard, whose reads and timers would otherwise go on under what follows.
    await page.goto('about:blank');
    await page.addInitScript(() => localStorage.clear());
    await watchForLanding(page);
    const { asked, release } = await holdSignedInUser(page);
    // The landing page's words arrive while the user is held: it could be drawn, and must not be.
    const landingWords = page.waitForResponse((r) => /\/assets\/landing-[^/]+\.js$/.test(r.url()));
    // The page's timers on Playwright's clock (running on as real time does), to run React's
    // Suspense throttle below at once. Installed on the blank page (above): Playwright installs it
    // in two steps, and a dashboard still open between them read the time as 1970 (a 400).
    await page.clock.install();
    await page.goto('/');
    await asked;
    await landingWords;
    // React has drawn its own loading screen (the page's static one has no text).
    await page.locator('main[aria-busy="true"] span.sr-only').waitFor({ state: 'attached' });
    // A screen whose words have arrived is revealed within React's 300 ms Suspense throttle: run a
    // second of the page's timers at once, then let React finish the work they scheduled (its
    // scheduler's tasks are messages: one more message after them comes when they are done).
    await page.clock.runFor(1000);
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
    });
    expect(await sawLanding(page)).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await sawLanding(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the landing page again once this phone has signed out', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await loginThroughForm(page, 'staff');
    // The dashboard's photos have loaded: one still on its way when the session ends is answered
    // 401, rightly, and would count as an unexpected failed request.
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(await hasHintCookie(context)).toBe(false);
    const asked = watchAuthUserRequests(page);
    await page.reload();
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const SIGN_IN_REQUIRED = 'Please log in to access this page.';
const TILE = '[data-testid="location-tile"]';

describe('a session that ends while a signed-in page is open', () => {
  it("says 'Please log in to access this page.', then signs in again and comes back", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // The screen and its toast show for 500 ms before the app leaves for sign-in: the page reports
    // each as it shows, with the tiles still drawn at that moment (support/shown.ts, recordToasts).
    await recordShown(context, SIGN_IN_REQUIRED, [TILE]);
    await recordToasts(context);
    await loginThroughForm(page, 'staff');
    await page.goto('/locations');
    await page.locator(`${TILE}[title="Dock A"]`).waitFor();
    // The session ends on the server (expired, or ended from another device). The phone still
    // holds the signed-in hint until an answer from the server clears it.
    await context.clearCookies({ name: 'dockwatch.sid' });
    expect(await hasHintCookie(context)).toBe(true);
    expectFailedRequests(page, { method: 'GET', status: 401, path: /^\/api\// });
    // The signal comes back: the app refreshes the lists and learns the session is gone.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const shown = await waitForShown(page, SIGN_IN_REQUIRED);
    await waitForToast(page, 'You are logged out. Logging in again...');
    expect(shown.counts[TILE]).toBe(0);

    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBe('/locations');
    await loginThroughForm(page, 'staff');
    expect(new URL(page.url()).pathname).toBe('/locations');
    expect(errors).toEqual([]);
    await context.close();
  });
});
