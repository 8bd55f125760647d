import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendApi } from '#core/backend/backend.api.ts';
import type { BackendMarina } from '#core/backend/backend.schema.ts';
import { callApi } from './support/api.ts';
import { toastText } from './support/backend.ts';
import { addStoredSession, launchBrowser, newPhonePage, PHONE, screenshot } from './support/browser.ts';
import { runTag } from './support/locations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the marina time zone (issue 17, decision 0026)', () => {
  it("defaults a new marina to the browser's zone and saves an edited one", async () => {
    const marinaName = `Zone Pier ${runTag()}`;
    // A zone far from the server's and the machine's, so the default can only be the browser's.
    const { page, context, errors } = await newPhonePage(browser, PHONE, { timezoneId: 'Pacific/Auckland' });
    await addStoredSession(page, 'super_admin');
    await page.goto('/backend?tab=marinas');
    await page.getByRole('button', { name: 'Add Marina' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Marina' });
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    expect(await zone.inputValue()).toBe('Pacific/Auckland');
    expect(await zone.locator('option').count()).toBeGreaterThan(300);
    await dialog.getByLabel('Marina Name').fill(marinaName);
    await dialog.getByRole('combobox', { name: 'Client' }).selectOption({ index: 1 });
    await screenshot(page, '111-marina-dialog-time-zone');
    await dialog.getByRole('button', { name: 'Create Marina' }).click();
    expect(await toastText(page, 'Marina created successfully')).toContain('Success');
    await dialog.waitFor({ state: 'hidden' });

    const saved = async () => {
      const marinas = (await (await callApi(page, backendApi.listMarinas, {})).json()) as BackendMarina[];
      return marinas.find((m) => m.name === marinaName)?.timeZone;
    };
    expect(await saved()).toBe('Pacific/Auckland');

    await page.getByRole('button', { name: `Edit ${marinaName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Marina' });
    const editZone = edit.getByRole('combobox', { name: 'Time zone' });
    expect(await editZone.inputValue()).toBe('Pacific/Auckland');
    await editZone.selectOption('America/New_York');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Marina updated successfully')).toContain('Success');
    await edit.waitFor({ state: 'hidden' });
    expect(await saved()).toBe('America/New_York');

    await page.getByRole('button', { name: `Edit ${marinaName}` }).click();
    expect(await editZone.inputValue()).toBe('America/New_York');
    await screenshot(page, '112-marina-dialog-time-zone-edit');
    expect(errors).toEqual([]);
    await context.close();
  });
});
