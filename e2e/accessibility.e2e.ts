import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, launchBrowser, login, newPhonePage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no problems on the signed-out screens', async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('finds no problems on the signed-in shell', async () => {
    const { page, context } = await newPhonePage(browser);
    await login(page, 'staff');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'User Details' }).click();
    await page.getByRole('dialog', { name: 'User Details' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    for (const path of ['/locations', '/no-such-page', '/record-meter/x/power']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await accessibilityProblems(page), path).toEqual([]);
    }
    await context.close();
  });
});
