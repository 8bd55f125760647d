import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySignInCallbackRoute } from '#core/api/plain-routes.ts';
import { accessibilityProblems, launchBrowser, newPhonePage, screenshot } from './support/browser.ts';
import { type OidcDockwatch, startDockwatchWithOidc } from './support/oidc-server.ts';
import { expectFailedRequests } from './support/page-watch.ts';

let browser: Browser;
let app: OidcDockwatch;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startDockwatchWithOidc()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const companyButton = (page: Page) => page.getByRole('link', { name: 'Sign in with your company account' });

/**
 * A phone page for these tests. The provider's sign-in page (not ours) asks Google Fonts for
 * Roboto, which this machine cannot reach.
 */
async function phonePage() {
  const phone = await newPhonePage(browser);
  expectFailedRequests(phone.page, { method: 'GET', path: '/css', status: 'failed' });
  return phone;
}

/** The test provider's development sign-in form: any login (the email) and any password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin !== app.baseUrl);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('sign in through the OpenID Connect provider', () => {
  it('offers the company account on /login and lands on the dashboard', async () => {
    const { page, context, errors } = await phonePage();
    await page.goto(`${app.baseUrl}/login`);
    await companyButton(page).waitFor();
    // The password form stays for accounts outside the company directory.
    await page.getByLabel('Email').waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await screenshot(page, 'oidc-01-login-with-company-button');
    expect(await accessibilityProblems(page)).toEqual([]);

    await companyButton(page).click();
    await signInAtProvider(page, app.logins.staff.email);
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor();
    await screenshot(page, 'oidc-02-dashboard');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings a signed-out visitor back to the page they asked for', async () => {
    const { page, context, errors } = await phonePage();
    await page.goto(`${app.baseUrl}/issues?status=open`);
    // The 401 sends the browser to /api/login, which goes straight to the provider.
    await signInAtProvider(page, app.logins.admin.email);
    await page.waitForURL(`${app.baseUrl}/issues?status=open`);
    await page.getByRole('heading', { name: 'Issues', exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses an email without a Dockwatch account with a clear page', async () => {
    const { page, context } = await phonePage();
    await page.goto(`${app.baseUrl}/login`);
    await companyButton(page).click();
    // The provider's redirect back to the company sign-in callback.
    const callback = companySignInCallbackRoute.path;
    expectFailedRequests(page, { method: 'GET', path: callback, status: 403 });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === callback);
    await signInAtProvider(page, 'not-a-user@elsewhere.example');
    expect((await answer).status()).toBe(403);
    await page.getByRole('heading', { name: 'No Dockwatch account' }).waitFor();
    await page.getByText('There is no Dockwatch account for not-a-user@elsewhere.example.').waitFor();
    await screenshot(page, 'oidc-03-refused');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByLabel('Email').waitFor();
    await context.close();
  });

  it('does not offer it where it is not configured', async () => {
    const { page, context } = await phonePage();
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await companyButton(page).count()).toBe(0);
    await context.close();
  });
});
