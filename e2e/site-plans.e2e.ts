import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsApi } from '#core/locations/locations.api.ts';
import type { SitePlan } from '#core/site-plans/site-plan.schema.ts';
import { sitePlansApi } from '#core/site-plans/site-plans.api.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { demoPlanImage } from '#server/db/seed/demo-plan-image.ts';
import { apiResult, callApi } from './support/api.ts';
import { typeNamed } from './support/backend.ts';
import {
  accessibilityProblems,
  addStoredSession,
  gotoSettled,
  launchBrowser,
  newPhonePage,
  PHONE,
  screenshot,
} from './support/browser.ts';
import { checkInViaApi, currentMarinaId, marinaLocations, runTag } from './support/locations.ts';
import { installedPhone, waitForKept } from './support/offline.ts';
import { expectSpanishScreen, newSpanishPage } from './support/spanish.ts';
import { createTourViaApi, isoWeekdayInDays } from './support/tours.ts';

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
    // The demo week's rounds missed checkpoints: their pins say so first.
    expect(await page.getByRole('button', { name: /^\d+\. .+: Missed checkpoint$/ }).count()).toBeGreaterThan(
      0,
    );
    await page.getByRole('heading', { name: 'Legend' }).waitFor();
    await screenshot(page, '450-site-plan', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    // On paper: the plan, its numbered pins, the legend and the list; no zoom buttons or pickers.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Zoom in' }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Period' }).isVisible()).toBe(false);
    await screenshot(page, '456-site-plan-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    // The plan stays within the phone's width, and a pin opens its location.
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /^\d+\. Main Gate: / }).click();
    await page.getByRole('heading', { name: 'Main Gate', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets an admin add a plan, drag a location onto it, keep the pin and tie the plan to GPS', async () => {
    const { page, errors } = await newPhonePage(browser, PHONE, {
      geolocation: { latitude: 38.9795, longitude: -76.4925, accuracy: 5 },
      permissions: ['geolocation'],
    });
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
      await gotoSettled(page, '/marina-settings');
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

      // Tie it to GPS: three spots tapped, one from the phone's position, two typed.
      await page.goto(`/plans/${saved.guid}/calibration`);
      const canvas = page.getByTestId('plan-canvas');
      const frame = (await canvas.boundingBox())!;
      const spots: [number, number, string, string][] = [
        [0.1, 0.1, '', ''],
        [0.9, 0.15, '38.9795500', '-76.4901000'],
        [0.5, 0.9, '38.9782000', '-76.4912000'],
      ];
      for (const [x, y, lat, lon] of spots) {
        await page.mouse.click(frame.x + frame.width * x, frame.y + frame.height * y);
        await page.getByTestId('calibration-pending').waitFor();
        if (lat) {
          await page.getByLabel('Latitude').fill(lat);
          await page.getByLabel('Longitude').fill(lon);
        } else {
          await page.getByRole('button', { name: 'Use my position' }).click();
          await expect.poll(() => page.getByLabel('Latitude').inputValue()).toBe('38.9795000');
        }
        await page.getByRole('button', { name: 'Add this spot' }).click();
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Plan tied to GPS', { exact: true }).waitFor();
      await page
        .getByText(/m off the others$/)
        .first()
        .waitFor();
      await screenshot(page, '455-site-plan-calibration', { fullPage: false });
      const tied = (await apiResult(page, sitePlansApi.list, { params: { guid: marinaId } })).find(
        (p) => p.name === planName,
      )!;
      expect(tied.calibration?.points).toHaveLength(3);
      expect(tied.calibration?.residualsMetres).toHaveLength(3);
      expect(errors).toEqual([]);
    } finally {
      if (plan) await callApi(page, sitePlansApi.remove, { params: { guid: plan.guid } });
      await callApi(page, locationsApi.remove, { params: { guid: location.guid } });
    }
  });

  it("shows a guard's tour on the plan, its next checkpoint standing out, in airplane mode", async () => {
    const phone = await installedPhone('staff');
    const admin = await newPhonePage(browser);
    await addStoredSession(admin.page, 'admin');
    let tour: Tour | undefined;
    let run: TourRun | undefined;
    try {
      const { page, context } = phone;
      const marinaId = await currentMarinaId(page);
      const all = await marinaLocations(page);
      const [gate, ramp, office] = ['Main Gate', 'Boat Ramp', 'Marina Office'].map(
        (name) => all.find((l) => l.name === name)!,
      );
      tour = await createTourViaApi(admin.page, {
        marinaId,
        name: `Gate walk ${runTag()}`,
        checkpointIds: [gate!.guid, ramp!.guid, office!.guid],
        ordered: true,
        durationMinutes: 60,
        schedule: { times: ['03:00'], weekdays: [isoWeekdayInDays()] },
        active: false,
      });
      run = await apiResult(page, tourRunsApi.start, {
        params: { guid: tour.guid },
        body: { guid: randomUUID() },
      });
      await checkInViaApi(page, gate!.guid);

      // Online once: the run, the plan and its picture are kept on the phone.
      await page.goto(`/tour-runs/${run.guid}`);
      const plan = page.getByRole('region', { name: 'On the plan' });
      await plan.getByRole('button', { name: '1. Main Gate: done' }).waitFor();
      await plan.getByRole('button', { name: '2. Boat Ramp: next' }).waitFor();
      await plan.getByRole('button', { name: '3. Marina Office', exact: true }).waitFor();
      const picture = plan.getByRole('img', { name: 'Bayside Marina' });
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

      // The marina's locations kept on the phone, for a check-in without a signal.
      const since = await page.evaluate(() => Date.now());
      await page.goto('/locations');
      await waitForKept(page, locationsApi.list.path, since);

      // In airplane mode the tour's plan still shows, picture and pins, and the walk goes on.
      await context.setOffline(true);
      await page.goto(`/tour-runs/${run.guid}`);
      await plan.getByRole('button', { name: '2. Boat Ramp: next' }).waitFor();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      await page.goto(`/check-in/${ramp!.guid}`);
      await page.getByTestId('check-in-queued').waitFor();
      await page.goto(`/tour-runs/${run.guid}`);
      await plan.getByRole('button', { name: '2. Boat Ramp: done' }).waitFor();
      await plan.getByRole('button', { name: '3. Marina Office: next' }).waitFor();
      await plan.scrollIntoViewIfNeeded();
      await screenshot(page, '454-tour-on-plan-offline', { fullPage: false });
      // The progress and the checkpoint list count it too, marked as waiting to sync.
      await page.getByText('2 of 3 checkpoints', { exact: true }).waitFor();
      const checkpoints = page.getByRole('list', { name: 'Checkpoints' });
      const rampRow = checkpoints.getByRole('listitem').filter({ hasText: 'Boat Ramp' });
      await rampRow.getByTestId('pending-badge').waitFor();
      expect(await checkpoints.getByTestId('pending-badge').count()).toBe(1);
      await rampRow.scrollIntoViewIfNeeded();
      await screenshot(page, '457-tour-run-queued-check-in', { fullPage: false });
      // Back online, the queue is sent: the server's answer holds the check-in, nothing waits.
      await context.setOffline(false);
      await rampRow.getByText(/^Scanned at /).waitFor();
      await expect.poll(() => checkpoints.getByTestId('pending-badge').count()).toBe(0);
      await page.getByText('2 of 3 checkpoints', { exact: true }).waitFor();
    } finally {
      if (run) await callApi(admin.page, tourRunsApi.finish, { params: { guid: run.guid } });
      if (tour) await callApi(admin.page, toursApi.remove, { params: { guid: tour.guid } });
      await admin.context.close();
      await phone.close();
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
