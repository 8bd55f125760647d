import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsApi } from '#core/locations/locations.api.ts';
import type { SitePlan } from '#core/site-plans/site-plan.schema.ts';
import { sitePlansApi } from '#core/site-plans/site-plans.api.ts';
import { demoPlanImage } from '#server/db/seed/demo-plan-image.ts';
import { apiResult, callApi } from './support/api.ts';
import { typeNamed } from './support/backend.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId, runTag } from './support/locations.ts';
import { expectSpanishScreen, newSpanishPage } from './support/spanish.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('site plan', () => {
  it("shows the demo marina's night on its plan, at a phone's width", async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Site plan' }).click();
    await page.waitForURL('**/plans');
    const canvas = page.getByTestId('plan-canvas');
    await canvas.getByRole('img', { name: 'Bayside Marina' }).waitFor();
    expect(await page.getByTestId('plan-pin').count()).toBeGreaterThanOrEqual(15);
    // The week's check-ins drawn where the phones were: on a calibrated plan, close to their pins.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('week');
    await expect.poll(() => page.getByTestId('plan-fix').count()).toBeGreaterThan(10);
    await page.getByRole('heading', { name: 'Legend' }).waitFor();
    await screenshot(page, '450-site-plan', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    // The plan stays within the phone's width, and a pin opens its location.
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /^\d+\. Main Gate: / }).click();
    await page.getByRole('heading', { name: 'Main Gate', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets an admin add a plan, drag a location onto it and keep the pin', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    await page.goto('/');
    const marinaId = await currentMarinaId(page);
    const slipType = await typeNamed(page, marinaId, 'slip');
    const name = `Fuel pump ${runTag()}`;
    const made = await callApi(page, locationsApi.create, {
      body: { guid: randomUUID(), marinaId, name, typeId: slipType.guid, status: 'active' },
    });
    expect(made.status()).toBe(201);
    const location = (await made.json()) as { guid: string };
    const planName = `South basin ${runTag()}`;
    let plan: SitePlan | undefined;
    try {
      // Marina Settings › Site plans › Add plan: a PNG and a name.
      await page.goto('/marina-settings');
      await page.getByRole('button', { name: 'Add plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add plan' });
      await dialog.getByLabel('Image (PNG or JPEG)').setInputFiles({
        name: 'south-basin.png',
        mimeType: 'image/png',
        buffer: demoPlanImage(),
      });
      await dialog.getByLabel('Name').fill(planName);
      await dialog.getByRole('button', { name: 'Save' }).click();
      const card = page.getByTestId('settings-plan').filter({ hasText: planName });
      await card.getByText('1200 × 900 px').waitFor();
      await screenshot(page, '451-site-plans-settings', { fullPage: false });
      plan = (await apiResult(page, sitePlansApi.list, { params: { guid: marinaId } })).find(
        (p) => p.name === planName,
      );

      // Place pins: drag the new location from the list onto the middle of the picture.
      await card.getByRole('link', { name: 'Place pins' }).click();
      await page.getByRole('heading', { name: 'Place pins' }).waitFor();
      const source = page.getByTestId('editor-location').filter({ hasText: name });
      await source.scrollIntoViewIfNeeded();
      const from = (await source.boundingBox())!;
      const target = (await page.getByTestId('plan-canvas').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y - 40, { steps: 4 });
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId('editor-pin').filter({ hasText: name }).waitFor();
      await screenshot(page, '452-site-plan-pins', { fullPage: false });
      await page.getByRole('button', { name: 'Save pins' }).click();
      await page.getByText('Pins saved', { exact: true }).waitFor();
      const saved = (await apiResult(page, sitePlansApi.list, { params: { guid: marinaId } })).find(
        (p) => p.name === planName,
      )!;
      const pin = saved.pins.find((p) => p.locationId === location.guid)!;
      expect(pin.x).toBeCloseTo(0.5, 1);
      expect(pin.y).toBeCloseTo(0.5, 1);
      expect(errors).toEqual([]);
    } finally {
      if (plan) await callApi(page, sitePlansApi.remove, { params: { guid: plan.guid } });
      await callApi(page, locationsApi.remove, { params: { guid: location.guid } });
    }
  });

  it('says the plan in Spanish', async () => {
    const { page } = await newSpanishPage(browser);
    await addStoredSession(page, 'admin');
    await page.goto('/plans');
    await page.getByTestId('plan-canvas').waitFor();
    await page.getByRole('heading', { name: 'Leyenda' }).waitFor();
    await screenshot(page, '453-site-plan-es', { fullPage: false });
    await expectSpanishScreen(page, '453-site-plan-es');
  });
});
