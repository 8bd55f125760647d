import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  login,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { endActiveShift, toastWith } from './support/shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('change marina', () => {
  it('switches marina from the user menu, but not while a shift is active', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    try {
      await addStoredSession(page, 'staff');
      await endActiveShift(page);
      await page.goto('/');
      const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
      const harbor = user.marinas.find((m) => m.name === 'Harbor Point Marina')!;
      expect(harbor).toBeDefined();
      const first = user.marinas[0]!;
      expect(first.guid).not.toBe(harbor.guid);
      const current = page.getByTestId('current-marina');
      await page.getByTestId('no-shift-card').waitFor();
      expect(await current.textContent()).toBe(first.name);

      // Cancel changes nothing.
      const menuButton = page.getByRole('button', { name: 'User menu' });
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Change Marina' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Marina' });
      await dialog.waitFor();
      expect(await dialog.getByTestId('change-marina-current').textContent()).toContain(first.name);
      const switchButton = dialog.getByRole('button', { name: 'Switch Marina' });
      expect(await switchButton.isDisabled()).toBe(true);
      const select = dialog.getByRole('combobox', { name: 'Marina' });
      expect(await select.textContent()).toContain(first.name);
      await select.click();
      const options = page.getByRole('option');
      await options.first().waitFor();
      expect(await options.count()).toBe(user.marinas.length);
      const harborOption = page.getByRole('option', { name: /Harbor Point Marina/ });
      expect(await harborOption.textContent()).toContain('Baltimore, MD');
      await screenshot(page, '50-change-marina-select');
      // The full-page screenshot resizes the window, which closes the list.
      if (!(await harborOption.isVisible())) await select.click();
      await harborOption.click();
      expect(await select.textContent()).toContain('Harbor Point Marina');
      expect(await switchButton.isEnabled()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, '51-change-marina-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await current.textContent()).toBe(first.name);

      // Switch to Harbor Point Marina.
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Change Marina' }).click();
      await dialog.waitFor();
      expect(await switchButton.isDisabled()).toBe(true);
      await select.click();
      await harborOption.click();
      await switchButton.click();
      await toastWith(page, 'Marina Changed').waitFor();
      await toastWith(page, 'Switched to Harbor Point Marina').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await current.textContent()).toBe('Harbor Point Marina');
      expect(await page.evaluate(() => localStorage.getItem('currentMarinaId'))).toBe(harbor.guid);
      // The feed is Harbor Point's now.
      await page.getByTestId('activity-card').first().waitFor();
      await screenshot(page, '52-marina-changed');

      // During a shift the menu has no Change Marina.
      await page.getByRole('button', { name: 'Start New Shift' }).click();
      await toastWith(page, 'Shift Started').waitFor();
      await page.getByTestId('active-shift-card').waitFor();
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'User Details' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Change Marina' }).count()).toBe(0);
      await screenshot(page, '53-menu-during-shift');
      await page.keyboard.press('Escape');

      // The shift is Harbor Point's; ending it (End Shift twice: asked, then ended without answers).
      const { shift } = (await (await callApi(page, shiftsApi.active, {})).json()) as {
        shift: { marinaId: string };
      };
      expect(shift.marinaId).toBe(harbor.guid);
      const endButton = page.getByTestId('active-shift-card').getByRole('button', { name: 'End Shift' });
      await endButton.click();
      await page.getByTestId('end-questions-notice').waitFor();
      await endButton.click();
      await toastWith(page, 'Shift Ended').waitFor();
      await page.getByTestId('no-shift-card').waitFor();
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Change Marina' }).waitFor();
      await page.keyboard.press('Escape');

      expect(errors).toEqual([]);
    } finally {
      await endActiveShift(page);
      await context.close();
    }
  });

  it('is not offered to a user with one marina', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await login(page, 'admin');
    const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
    expect(user.marinas).toHaveLength(1);
    await page.getByTestId('current-marina').waitFor();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'User Details' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Change Marina' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});
