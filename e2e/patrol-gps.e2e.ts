import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { locationNamed } from './support/locations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The guard's phone, in the harbour car park: about 1.1 km north of the slip's reference. */
const PHONE_GPS = { latitude: 38.9884, longitude: -76.4922, accuracy: 7 };
const REFERENCE = { latitude: 38.9784, longitude: -76.4922 };

describe('GPS proof of presence', () => {
  it('an admin sets the reference; a far check-in shows its flag in the feed and the shift summary', async () => {
    const admin = await newPhonePage(browser);
    await admin.context.grantPermissions(['geolocation']);
    await admin.context.setGeolocation({ ...REFERENCE, accuracy: 5 });
    await addStoredSession(admin.page, 'admin');
    const slip = await locationNamed(admin.page, 'B-04R');
    await admin.page.goto(`/location/${slip.guid}`);
    const card = admin.page.getByTestId('gps-reference');
    await card.getByRole('button', { name: 'Use My Position' }).click();
    await card.getByText('38.978400, -76.492200').waitFor();
    await card.getByText('Set by an admin', { exact: false }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'patrol-gps-reference');
    expect(await accessibilityProblems(admin.page)).toEqual([]);
    await admin.context.close();

    const { page, context, errors } = await newPhonePage(browser);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHONE_GPS);
    await addStoredSession(page, 'staff');
    await page.goto(`/check-in/${slip.guid}`);
    await page.getByText('Successfully checked in at B-04R', { exact: true }).waitFor();
    const feed = (await (
      await callApi(page, activitiesApi.locationFeed, { params: { guid: slip.guid } })
    ).json()) as Activity[];
    const mine = feed.find((a) => a.type === 'patrol_check');
    // Other browser tests share this server and may have checked in here as the same guard minutes
    // ago, which adds 'repeat'; 'far' is the flag this test is about.
    expect(mine?.gpsFlags).toContain('far');
    expect(mine?.gpsDistance).toBeGreaterThan(1000);
    // On the location's own feed, below the banner.
    await page.getByTestId('activity-card').getByText('1.1 km from location').first().waitFor();

    await page.goto('/activity');
    const flagged = page.getByTestId('activity-card').filter({ hasText: 'B-04R' }).first();
    await flagged.getByText('1.1 km from location').waitFor();
    await flagged.scrollIntoViewIfNeeded();
    await screenshot(page, 'patrol-gps-feed');

    await page.goto('/shift-summary');
    const group = page.locator('[data-testid="check-in-group"][data-location="B-04R"]');
    await group.getByTestId('gps-flags').getByText('1.1 km from location').waitFor();
    expect(await group.locator('[data-flagged]').count()).toBeGreaterThanOrEqual(1);
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'patrol-gps-summary');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
