import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortByName } from '#core/locations/parent-candidates.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import { toursApi } from '#core/tours/tours.api.ts';
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
import { currentMarinaId, marinaLocations, runTag } from './support/locations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('tours in marina settings', () => {
  it('lets an admin add a tour of 3 checkpoints, reorder them, pause it, and delete another', async () => {
    const tag = runTag();
    const name = `Night Round ${tag}`;
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const marinaId = await currentMarinaId(page);
    const [first, second, third] = sortByName(await marinaLocations(page));
    // Another tour, deleted below.
    const spare = await callApi(page, toursApi.create, {
      body: {
        marinaId,
        name: `Spare ${tag}`,
        checkpointIds: [first!.guid],
        durationMinutes: 10,
        schedule: { times: ['12:00'] },
      },
    });
    expect(spare.status()).toBe(201);

    await gotoSettled(page, '/marina-settings');
    const tours = page.getByRole('region', { name: 'Tours' });
    await tours
      .getByTestId('tour-row')
      .filter({ hasText: `Spare ${tag}` })
      .waitFor();
    await tours.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tour' });
    await dialog.getByRole('button', { name: 'Add Tour' }).click();
    await dialog.getByText('Tour name is required').waitFor();
    await dialog.getByText('Must hold at least one checkpoint').waitFor();
    await dialog.getByLabel('Name').fill(name);
    const add = dialog.getByRole('combobox', { name: 'Add checkpoint' });
    for (const location of [first!, second!, third!]) await add.selectOption({ label: location.name });
    await screenshot(page, '139-tour-dialog-top', { fullPage: false });
    await dialog.getByLabel('Minutes allowed').fill('40');
    await dialog.getByLabel('Grace minutes').fill('5');
    await dialog.getByRole('button', { name: 'Add time' }).click();
    await dialog.getByLabel('Start time 2', { exact: true }).fill('02:30');
    await dialog.getByRole('button', { name: 'Saturday' }).click();
    await dialog.getByRole('button', { name: 'Sunday' }).click();
    await dialog.getByRole('switch', { name: /Repeat during a period/ }).click();
    await dialog.getByLabel('Every (minutes)').fill('90');
    await screenshot(page, '140-tour-dialog', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Tour' }).click();
    expect(await toastText(page, 'Tour added')).toContain('Success');
    const row = tours.getByTestId('tour-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('3 checkpoints');
    expect(await row.textContent()).toContain('At 02:30, 22:00 and every 90 min, 20:00–06:00 · weekdays');

    const listed = async () =>
      ((await (await callApi(page, toursApi.list, { query: { marinaId } })).json()) as Tour[]).find(
        (t) => t.name === name,
      )!;
    expect(await listed()).toMatchObject({
      checkpointIds: [first!.guid, second!.guid, third!.guid],
      ordered: true,
      durationMinutes: 40,
      graceMinutes: 5,
      schedule: {
        times: ['02:30', '22:00'],
        weekdays: [1, 2, 3, 4, 5],
        every: { minutes: 90, from: '20:00', to: '06:00' },
      },
      active: true,
    });

    // The third checkpoint walked first; paused.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tour' });
    await edit.getByRole('button', { name: `Move ${third!.name} up` }).click();
    await edit.getByRole('button', { name: `Move ${third!.name} up` }).click();
    await edit.getByRole('switch', { name: /Active/ }).click();
    await screenshot(page, '141-tour-dialog-edit', { fullPage: false });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Tour updated')).toContain('Success');
    await row.getByText('Paused').waitFor();
    expect(await listed()).toMatchObject({
      checkpointIds: [third!.guid, first!.guid, second!.guid],
      active: false,
    });
    await screenshot(page, '142-tours-section');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The spare one deleted, after a confirm.
    const spareRow = tours.getByTestId('tour-row').filter({ hasText: `Spare ${tag}` });
    await spareRow.getByRole('button', { name: `Edit Spare ${tag}` }).click();
    await page
      .getByRole('dialog', { name: 'Edit Tour' })
      .getByRole('button', { name: 'Delete Tour' })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete Spare ${tag}?` });
    await screenshot(page, '143-tour-delete', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete Tour' }).click();
    expect(await toastText(page, 'Tour deleted')).toContain('Success');
    await spareRow.waitFor({ state: 'detached' });
    expect(
      (await callApi(page, toursApi.get, { params: { guid: ((await spare.json()) as Tour).guid } })).status(),
    ).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives staff the tours to read and no write controls', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const marinaId = await currentMarinaId(page);
    const read = await callApi(page, toursApi.list, { query: { marinaId } });
    expect(read.status()).toBe(200);
    const refused = await callApi(page, toursApi.create, {
      body: {
        marinaId,
        name: 'Nope',
        checkpointIds: [],
        durationMinutes: 10,
        schedule: { times: ['12:00'] },
      },
    });
    expect(refused.status()).toBe(400);
    const [location] = await marinaLocations(page);
    const forbidden = await callApi(page, toursApi.create, {
      body: {
        marinaId,
        name: 'Nope',
        checkpointIds: [location!.guid],
        durationMinutes: 10,
        schedule: { times: ['12:00'] },
      },
    });
    expect(forbidden.status()).toBe(403);
    await page.goto('/marina-settings');
    await page.getByText('Admin access required').waitFor();
    expect(await page.getByRole('region', { name: 'Tours' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Add|Edit|Delete/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
