import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { apiGlob, apiPath, apiPattern, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  login,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { locationNamed } from './support/locations.ts';
import { expectFailedRequests } from './support/page-watch.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Annapolis harbour, as the phone's GPS reports it. */
const HARBOUR = { latitude: 38.9784, longitude: -76.4922, accuracy: 7 };

async function fakeGps(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HARBOUR);
}

const banner = (page: Page) => page.getByTestId('check-in-banner');

async function patrolChecks(page: Page, locationGuid: string): Promise<Activity[]> {
  const feed = (await (
    await callApi(page, activitiesApi.locationFeed, { params: { guid: locationGuid } })
  ).json()) as Activity[];
  return feed.filter((a) => a.type === 'patrol_check');
}

describe('check-in', () => {
  it('checks in with GPS, and a reload says it was already processed', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await fakeGps(context);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'A-03L');
    const before = await patrolChecks(page, slip.guid);

    const posts: Record<string, unknown>[] = [];
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(activitiesApi.create.path) && r.method() === activitiesApi.create.method)
        posts.push(r.postDataJSON());
      // Every API read, whatever its endpoint: the prefix of them all.
      else if (r.method() === 'GET' && r.url().includes('/api/')) reads.push(new URL(r.url()).pathname);
    });
    // Whether the 'waiting to sync' strip ever showed: it must not for a save made online.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="sync-status"]'))
          document.documentElement.dataset.stripSeen = '1';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/check-in/${slip.guid}`);
    await banner(page).getByText('Successfully checked in at A-03L', { exact: true }).waitFor();
    await page.waitForURL((url) => url.hash === '#checked');
    // The location view below the banner, with the new check-in in its feed.
    await page.getByRole('heading', { name: 'A-03L', exact: true }).waitFor();
    await page.getByLabel('Add Note').waitFor();
    await page.getByTestId('activity-card').filter({ hasText: 'Check-in' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Actions' }).count()).toBe(0);
    await screenshot(page, '60-check-in-success');
    expect(await accessibilityProblems(page), '60-check-in-success').toEqual([]);

    expect(await page.evaluate(() => document.documentElement.dataset.stripSeen)).toBeUndefined();
    // The check-in refreshes the feeds it changed, not the location, its issues or the marina's locations.
    for (const path of [
      apiPath(checkInApi.location, { params: { guid: slip.guid } }),
      issuesApi.list.path,
      locationsApi.list.path,
      shiftsApi.active.path,
    ]) {
      expect(
        reads.filter((read) => read === path),
        `${path} among ${reads.join(', ')}`,
      ).toHaveLength(1);
    }

    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      locationId: slip.guid,
      type: 'patrol_check',
      staffName: 'Sam Carter',
      comment: 'Automatic check-in via QR/NFC',
      gpsLatitude: '38.97840000',
      gpsLongitude: '-76.49220000',
      gpsAccuracy: '7.00',
    });
    const after = await patrolChecks(page, slip.guid);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ gpsAccuracy: '7.00', staffName: 'Sam Carter' });
    expect(Number(after[0]!.gpsLatitude)).toBeCloseTo(HARBOUR.latitude, 6);

    await page.reload();
    await banner(page).getByText('Check-in has already been processed for A-03L', { exact: true }).waitFor();
    await page.getByTestId('activity-card').first().waitFor();
    await screenshot(page, '61-check-in-already');
    expect(await accessibilityProblems(page), '61-check-in-already').toEqual([]);
    expect(posts).toHaveLength(1);
    expect(await patrolChecks(page, slip.guid)).toHaveLength(before.length + 1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for location access when GPS is denied ('Location Access Required')", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await context.clearPermissions();
    await addStoredSession(page, 'staff');
    const place = await locationNamed(page, 'Boat Ramp');
    const before = await patrolChecks(page, place.guid);
    await page.goto(`/check-in/${place.guid}`);
    await page.getByRole('heading', { name: 'Location Access Required' }).waitFor();
    await page
      .getByText('Location access denied. Please enable location permissions and try again.', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await screenshot(page, '62-check-in-gps-denied');
    expect(await accessibilityProblems(page), '62-check-in-gps-denied').toEqual([]);
    expect(await patrolChecks(page, place.guid)).toHaveLength(before.length);

    await page.getByRole('link', { name: 'Continue Without GPS' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs a signed-out visitor in, comes back and finishes the check-in', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // Signed out, the tag's lookup answers 401: that sends the visitor to sign in.
    expectFailedRequests(page, {
      method: checkInApi.location.method,
      path: apiPattern(checkInApi.location),
      status: 401,
    });
    await fakeGps(context);
    // Find the location with a throwaway signed-in context, so this one stays signed out.
    const helper = await newPhonePage(browser);
    await addStoredSession(helper.page, 'staff');
    const building = await locationNamed(helper.page, 'Bathhouse');
    await helper.context.close();

    // The lookup answers 401: the address is saved and the browser goes to sign in at once.
    await page.goto(`/check-in/${building.guid}`, { waitUntil: 'commit' });
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBe(
      `/check-in/${building.guid}`,
    );
    await login(page, 'staff');
    await page.waitForURL(`**/check-in/${building.guid}#checked`);
    await banner(page).getByText('Successfully checked in at Bathhouse', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fails visibly, shows admins the detail, and 'Retry Check-in' resends the same guid", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await fakeGps(context);
    await addStoredSession(page, 'admin');
    const building = await locationNamed(page, 'Marina Office');
    const before = await patrolChecks(page, building.guid);
    const guids: string[] = [];
    let failNext = true;
    await page.route(apiGlob(activitiesApi.create), async (route) => {
      if (route.request().method() !== activitiesApi.create.method) return route.continue();
      guids.push((route.request().postDataJSON() as { guid: string }).guid);
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service temporarily unavailable' }),
      });
    });
    await page.goto(`/check-in/${building.guid}`);
    await banner(page).getByText('Check-in failed at Marina Office', { exact: true }).waitFor();
    await banner(page).getByText('Failed to complete check-in. Please try again.', { exact: true }).waitFor();
    expect(await page.getByTestId('check-in-error-detail').textContent()).toBe(
      'Service temporarily unavailable',
    );
    // Admins see the location's Actions menu here too.
    await page.getByRole('button', { name: 'Actions' }).waitFor();
    await screenshot(page, '64-check-in-failed-admin');
    expect(await accessibilityProblems(page), '64-check-in-failed-admin').toEqual([]);
    await page.getByRole('button', { name: 'Retry Check-in' }).click();
    await banner(page).getByText('Successfully checked in at Marina Office', { exact: true }).waitFor();
    expect(guids).toHaveLength(2);
    expect(guids[0]).toBe(guids[1]);
    expect(await patrolChecks(page, building.guid)).toHaveLength(before.length + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the error detail from staff', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await fakeGps(context);
    await addStoredSession(page, 'staff');
    const building = await locationNamed(page, 'Fuel Dock Shed');
    await page.route(apiGlob(activitiesApi.create), (route) =>
      route.request().method() === activitiesApi.create.method
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.continue(),
    );
    await page.goto(`/check-in/${building.guid}`);
    await banner(page).getByText('Check-in failed at Fuel Dock Shed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Retry Check-in' }).waitFor();
    await banner(page).getByText('Failed to complete check-in. Please try again.', { exact: true }).waitFor();
    expect(await page.getByTestId('check-in-error-detail').count()).toBe(0);
    await screenshot(page, '65-check-in-failed-staff');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Processing Check-in' while looking the tag up, and 'Location Not Found' for an unknown one", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    expectFailedRequests(page, {
      method: 'GET',
      path: apiPath(checkInApi.location, { params: { guid: '00000000-0000-4000-8000-000000000000' } }),
      status: 404,
    });
    await fakeGps(context);
    await addStoredSession(page, 'staff');
    const gate = await locationNamed(page, 'Main Gate');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(apiGlob(checkInApi.location), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/check-in/${gate.guid}`);
    await page.getByRole('heading', { name: 'Processing Check-in' }).waitFor();
    await screenshot(page, '63-check-in-processing');
    expect(await accessibilityProblems(page), '63-check-in-processing').toEqual([]);
    release();
    await banner(page).getByText('Successfully checked in at Main Gate', { exact: true }).waitFor();
    await page.unroute(apiGlob(checkInApi.location));

    await page.goto('/check-in/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Location Not Found' }).waitFor();
    await page
      .getByText('The check-in location could not be found. Please check the QR code or NFC tag.', {
        exact: true,
      })
      .waitFor();
    await screenshot(page, '66-check-in-not-found');
    expect(await accessibilityProblems(page), '66-check-in-not-found').toEqual([]);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
