import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignInRoute } from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { apiGlob } from './support/api.ts';
import { launchBrowser, loginThroughForm, newPhonePage, screenshot } from './support/browser.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { recordShown, recordToasts, toastsSeen, waitForShown, waitForToast } from './support/shown.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIGN_IN_REQUIRED = 'Please log in to access this page.';

describe('signing in', () => {
  it('goes from the landing page through the sign-in form to the dashboard', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dockwatch', exact: true }).waitFor();
    for (const line of [
      'QR code patrol check-ins',
      'Activity tracking and reporting',
      'Marina-specific checklists',
    ]) {
      await page.getByText(line, { exact: true }).waitFor();
    }
    await page.getByText('Management System', { exact: true }).waitFor();
    await screenshot(page, '01-landing');

    await page.getByRole('button', { name: 'Sign In to Continue' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').waitFor();
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'current-password',
    );
    await screenshot(page, '02-login');

    await loginThroughForm(page, 'staff');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Locations', 'Checklists', 'Issues', 'Activity']) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await page.getByTestId('current-marina').waitFor();
    await screenshot(page, '03-dashboard');

    await nav.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('heading', { name: 'Locations', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Locations' }).getAttribute('aria-current')).toBe('page');
    // Staff do not get the admin-only 'Add' button.
    await page.locator('[data-testid="location-tile"][title="Dock A"]').waitFor();
    expect(await page.getByRole('link', { name: 'Add' }).count()).toBe(0);
    await screenshot(page, '04-locations-staff');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows a signed-in guard the landing page while the app starts', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await loginThroughForm(page, 'staff');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    // Notes whether the landing page's button was ever drawn, from the first byte of the page on.
    await page.addInitScript(() => {
      const w = window as unknown as { sawLanding?: boolean };
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Sign In to Continue')) w.sawLanding = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByTestId('current-marina').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding ?? false),
    ).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the loading screen from the page itself, before any script runs', async () => {
    const { page, context } = await newPhonePage(browser, undefined, { javaScriptEnabled: false });
    await page.goto('/');
    const busy = page.locator('#root main[aria-busy="true"]');
    await busy.waitFor();
    expect(await busy.locator('svg.animate-spin').isVisible()).toBe(true);
    // Styled by the app's stylesheet (size-8), not drawn at the SVG's own 24 px. (Its box turns
    // with the spin, so the computed width is compared, not the bounding box.)
    const [width, size8] = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'size-8';
      document.body.append(probe);
      const svg = document.querySelector('#root svg');
      return [svg ? getComputedStyle(svg).width : '', getComputedStyle(probe).width];
    });
    expect(size8).not.toBe('24px');
    expect(width).toBe(size8);
    await screenshot(page, '00-loading-before-script');
    await context.close();
  });

  it('shows the server message inline for a wrong password', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    expectFailedRequests(page, { method: authApi.signIn.method, path: authApi.signIn.path, status: 401 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('guard@bayside.example');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, '05-login-wrong-password');

    // Empty fields are caught before any call, with the server's own rule.
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await screenshot(page, '06-login-empty');

    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps 'Please log in to access this page.' on screen when the sign-in redirect cannot leave (its picture)", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // The app leaves this screen for sign-in after 500 ms. Cancelled, that navigation leaves the
    // screen as it was, to be looked at (a held one would make every look wait for it).
    await page.route(apiGlob(startSignInRoute), (route) => route.abort('aborted'));
    const cancelled = page.waitForEvent('requestfailed', (request) => request.isNavigationRequest());
    await page.goto('/locations?view=grid#top');
    await cancelled;
    await page.getByText(SIGN_IN_REQUIRED, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/locations');
    await screenshot(page, '07-sign-in-required');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a signed-in page to sign in and back', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // The screen and its toast show for 500 ms before the app leaves for sign-in: the page
    // reports each as it shows (support/shown.ts, recordToasts), and the test looks at the record.
    await recordShown(context, SIGN_IN_REQUIRED);
    await recordToasts(context);
    await page.goto('/locations?view=grid#top');
    await waitForShown(page, SIGN_IN_REQUIRED);
    await waitForToast(page, 'You are logged out. Logging in again...');
    expect((await toastsSeen(page)).find((t) => t.includes('Logging in again'))).toContain('Unauthorized');

    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBe(
      '/locations?view=grid#top',
    );
    await loginThroughForm(page, 'staff');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/locations?view=grid#top');
    await page.getByRole('heading', { name: 'Locations', exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBeNull();

    // Signed in, /login sends the user on instead of showing the form.
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not replay a check-in scanned long before the sign-in', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto('/login');
    // A tag scanned two hours ago while signed out, the sign-in abandoned then.
    await page.evaluate(() => {
      sessionStorage.setItem('auth_return_url', '/check-in/2b1f4c6e-3a5d-4e7f-8a9b-0c1d2e3f4a5b');
      sessionStorage.setItem('auth_return_url_saved_at', String(Date.now() - 2 * 3600_000));
    });
    await loginThroughForm(page, 'staff');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('discards an unsafe stored return address', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto('/login');
    await page.evaluate(() => {
      sessionStorage.setItem('auth_return_url', '//evil.example/phish');
      sessionStorage.setItem('auth_return_url_saved_at', String(Date.now()));
    });
    await loginThroughForm(page, 'staff');
    expect(page.url()).toBe(new URL('/', page.url()).href);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
