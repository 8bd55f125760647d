import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { apiGlob, callApi } from './support/api.ts';
import { addStoredSession, launchBrowser, newPhonePage, screenshot } from './support/browser.ts';
import { locationNamed } from './support/locations.ts';
import { paced } from './support/pace.ts';
import { closeToasts } from './support/shifts.ts';
import { recordToasts, toastCount, waitForToast } from './support/shown.ts';

// Issue 30 item 13: saving the reading (metersApi.createReading) fails after the meter_read activity was created.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const readingInput = (page: Page) => page.getByPlaceholder('Enter meter reading');

/** The location's water meter_read activities, newest first. */
async function waterActivities(page: Page, locationGuid: string): Promise<Activity[]> {
  const response = await callApi(page, activitiesApi.locationFeed, { params: { guid: locationGuid } });
  const all = (await response.json()) as Activity[];
  return all.filter((a) => a.type === 'meter_read' && a.comment === 'Meter reading (water)');
}

/** The server's answer to the next reading POSTs: a 500, as a server failing mid-save would give. */
async function failReadingSaves(page: Page, times: number): Promise<void> {
  let left = times;
  await page.route(apiGlob(metersApi.createReading), async (route) => {
    if (route.request().method() !== metersApi.createReading.method || left === 0) return route.continue();
    left -= 1;
    return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
  });
}

describe('a reading whose save failed after its activity was made', () => {
  it('saving again keeps one activity; a card left behind is completed with Transcribe', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'C-03R');
    const before = (await waterActivities(page, slip.guid)).map((a) => a.guid);
    const newActivities = async () =>
      (await waterActivities(page, slip.guid)).filter((a) => !before.includes(a.guid));

    await page.goto(`/record-meter/${slip.guid}/water`);
    await page.getByTestId('meter-location-name').getByText('C-03R', { exact: true }).waitFor();

    // The activity is made, its reading's POST fails: the screen says so and keeps the value.
    await failReadingSaves(page, 1);
    await readingInput(page).fill('7001.25');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'Error saving reading');
    expect(await readingInput(page).inputValue()).toBe('7001.25');
    expect(await newActivities()).toHaveLength(1);

    // Saving again sends the same guids: the activity is not made twice, the reading arrives.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'Reading saved!');
    const afterRetry = await newActivities();
    expect(afterRetry).toHaveLength(1);
    const saved = (await (
      await callApi(page, metersApi.readingOfActivity, { params: { guid: afterRetry[0]!.guid } })
    ).json()) as MeterReading;
    expect(saved).toMatchObject({ reading: '7001.250', meterType: 'water' });

    // A second failed save that the guard walks away from leaves a card needing transcription.
    await failReadingSaves(page, 1);
    await readingInput(page).fill('7010.5');
    const errorsShown = await toastCount(page, 'Error saving reading');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'Error saving reading', errorsShown);
    const left = (await newActivities()).find((a) => a.guid !== afterRetry[0]!.guid);
    expect(left).toBeDefined();
    expect(
      (await callApi(page, metersApi.readingOfActivity, { params: { guid: left!.guid } })).status(),
    ).toBe(200);
    await page.unroute(apiGlob(metersApi.createReading));
    await closeToasts(page);

    await page.goto(`/location/${slip.guid}`);
    const card = page.locator(`[data-testid="meter-reading-block"][data-activity="${left!.guid}"]`);
    await card.getByText('Needs transcription').waitFor({ timeout: paced(30_000) });
    await card.getByRole('button', { name: 'Transcribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transcribe Meter Reading' });
    await dialog.getByLabel('Reading').fill('7010.5');
    await dialog.getByLabel('Notes').fill('Entered from the feed');
    await screenshot(page, 'meter-save-retry-transcribe');
    await dialog.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'The meter reading has been successfully transcribed.');
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('card-reading').getByText('7010.5').waitFor();
    await card.getByText('Entered from the feed').waitFor();
    expect(await toastCount(page, 'No meter reading record found for this activity')).toBe(0);
    const transcribed = (await (
      await callApi(page, metersApi.readingOfActivity, { params: { guid: left!.guid } })
    ).json()) as MeterReading;
    expect(transcribed).toMatchObject({
      reading: '7010.500',
      notes: 'Entered from the feed',
      meterType: 'water',
    });
    expect(transcribed.transcribedAt).not.toBeNull();
    await closeToasts(page);
    await screenshot(page, 'meter-save-retry-fixed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
