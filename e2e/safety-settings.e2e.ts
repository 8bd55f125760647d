import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import { callApi } from './support/api.ts';
import { toastText } from './support/backend.ts';
import {
  accessibilityProblems,
  addStoredSession,
  gotoSettled,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId } from './support/locations.ts';
import { expectSpanishScreen, newSpanishPage } from './support/spanish.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('safety settings', () => {
  it('lets an admin turn timed checks on, set the emergency number and who is alerted', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const marinaId = await currentMarinaId(page);
    // A marina that never chose (the demo marina has checks on; the test starts from the defaults).
    const reset = await callApi(page, safetyApi.setSettings, {
      params: { guid: marinaId },
      body: DEFAULT_SAFETY,
    });
    expect(reset.status()).toBe(200);
    try {
      await gotoSettled(page, '/marina-settings');
      const section = page.getByRole('region', { name: 'Safety' });
      const save = section.getByRole('button', { name: 'Save safety settings' });
      await save.waitFor();
      // A marina that never chose: checks off, no number, both tiers at 2 minutes; nothing to save yet.
      expect(
        await section.getByRole('switch', { name: /Timed safety checks/ }).getAttribute('aria-checked'),
      ).toBe('false');
      expect(await section.getByLabel('Every (minutes)').count()).toBe(0);
      expect(await section.getByLabel('Minutes for Marina admins to acknowledge').inputValue()).toBe('2');
      expect(await section.getByLabel('Minutes for Client admins to acknowledge').inputValue()).toBe('2');
      expect(await save.isDisabled()).toBe(true);

      await section.getByRole('switch', { name: /Timed safety checks/ }).click();
      await section.getByLabel('Every (minutes)').fill('45');
      await section.getByLabel('Grace (minutes)').fill('5');
      await section.getByLabel('Emergency number').fill('call Dana');
      await section.getByLabel('Minutes for Marina admins to acknowledge').fill('3');
      await save.click();
      // Checked with the server's own schema, each message at its field; nothing is sent.
      await section.getByText('Must be a phone number: digits, spaces, ( ) - . and a leading +').waitFor();
      await section.getByLabel('Emergency number').fill(' +1 410 555 0142 ');
      await section.getByLabel('Every (minutes)').fill('10');
      await save.click();
      await section.getByText('Must be between 15 and 720 minutes').waitFor();
      await section.getByLabel('Every (minutes)').fill('45');
      // Both tiers off: the ladder needs one.
      await section.getByRole('switch', { name: /Marina admins/ }).click();
      await section.getByRole('switch', { name: /Client admins/ }).click();
      await save.click();
      await section.getByText('Must hold at least one tier').waitFor();
      await section.getByRole('switch', { name: /Marina admins/ }).click();
      await section.getByLabel('Minutes for Marina admins to acknowledge').fill('3');
      await section.getByText('Timed safety checks').scrollIntoViewIfNeeded();
      await screenshot(page, '400-safety-settings', { fullPage: false });
      expect(await accessibilityProblems(page)).toEqual([]);

      await save.click();
      expect(await toastText(page, 'Safety settings saved')).toContain('Safety settings saved');
      const stored = {
        checkIntervalMinutes: 45,
        graceMinutes: 5,
        emergencyPhone: '+1 410 555 0142',
        ladder: [{ tier: 'marina_admins', ackMinutes: 3 }],
      };
      expect(
        await (await callApi(page, safetyApi.getSettings, { params: { guid: marinaId } })).json(),
      ).toEqual(stored);

      // What was saved is what the screen shows after a reload (the number trimmed).
      await page.reload();
      await save.waitFor();
      expect(await section.getByLabel('Every (minutes)').inputValue()).toBe('45');
      expect(await section.getByLabel('Emergency number').inputValue()).toBe('+1 410 555 0142');
      expect(await section.getByRole('switch', { name: /Client admins/ }).getAttribute('aria-checked')).toBe(
        'false',
      );
      expect(await save.isDisabled()).toBe(true);

      expect(errors).toEqual([]);
    } finally {
      const restore = await callApi(page, safetyApi.setSettings, {
        params: { guid: marinaId },
        body: DEFAULT_SAFETY,
      });
      expect(restore.status()).toBe(200);
      await context.close();
    }
  });

  it('shows the section and its messages in Spanish', async () => {
    const { page, context, errors } = await newSpanishPage(browser);
    await addStoredSession(page, 'admin');
    await gotoSettled(page, '/marina-settings');
    const section = page.getByRole('region', { name: 'Seguridad' });
    const save = section.getByRole('button', { name: 'Guardar la configuración de seguridad' });
    await save.waitFor();
    await section.getByRole('switch', { name: /Controles de seguridad periódicos/ }).click();
    await section.getByLabel('Número de emergencia').fill('llamar');
    await section.getByLabel('Cada (min)').fill('10');
    await save.click();
    await section
      .getByText('Debe ser un número de teléfono: dígitos, espacios, ( ) - . y un + inicial')
      .waitFor();
    await section.getByText('Debe estar entre 15 y 720 minutos').waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectSpanishScreen(page, '401-safety-settings-es', section);
    await screenshot(page, '401-safety-settings-es', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
