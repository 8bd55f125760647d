import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { callApi } from './support/api.ts';
import { launchBrowser, login, loginThroughForm, newPhonePage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/e2e-server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('user menu', () => {
  it('shows the user details and signs out to the landing page', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // It signs out: a session of its own, not the one the other tests' staff share.
    await loginThroughForm(page, 'staff');
    const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
    expect(user.marinas.length).toBeGreaterThan(0);
    expect(await page.getByTestId('current-marina').textContent()).toBe(user.marinas[0]!.name);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByText('My Account', { exact: true }).waitFor();
    await screenshot(page, '20-user-menu');
    // A guard gets no admin screens.
    expect(await page.getByRole('menuitem', { name: 'Tour Exceptions' }).count()).toBe(0);

    await page.getByRole('menuitem', { name: 'User Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(e2eServer().demoLogins.staff.email);
    expect(text).toContain(user.email);
    for (const marina of user.marinas) expect(text).toContain(marina.name);
    if (user.firstName) expect(text).toContain(user.firstName);
    await screenshot(page, '21-user-details');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect((await callApi(page, authApi.user, {})).status()).toBe(401);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks right at desktop width', async () => {
    const { page, context, errors } = await newPhonePage(browser, { width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    await screenshot(page, '30-desktop-landing');
    await login(page, 'admin');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await screenshot(page, '31-desktop-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('offers Change Password to everyone, Marina Settings and Tour Exceptions to the marina admin', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await login(page, 'admin');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Marina Settings' }).waitFor();
    await page.getByRole('menuitem', { name: 'Tour Exceptions' }).click();
    await page.waitForURL('**/tour-exceptions');
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'Backend' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password', exact: true }).waitFor();
    await screenshot(page, '22-change-password');
    expect(errors).toEqual([]);
    await context.close();
  });
});
