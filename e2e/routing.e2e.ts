import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { apiGlob, apiPath, apiPattern } from './support/api.ts';
import { addStoredSession, launchBrowser, newPhonePage, screenshot } from './support/browser.ts';
import { expectFailedRequests, holdRequests } from './support/page-watch.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('routes', () => {
  it('shows Page Not Found for unknown paths and matches known ones in any case', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await screenshot(page, '10-not-found');

    await page.goto('/LOCATIONS/');
    await page.getByRole('heading', { name: 'Locations', exact: true }).waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);

    await page.goto('/Backend/Location-Name-Fixer/');
    await page.getByRole('heading', { name: 'Location Name Fixer', exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives every signed-in route its screen and header', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'super_admin');
    const guid = '00000000-0000-4000-8000-000000000001';
    // A location that does not exist: its screens say so after a 404.
    expectFailedRequests(page, {
      method: locationsApi.get.method,
      path: apiPath(locationsApi.get, { params: { guid } }),
      status: 404,
    });
    const screens: [string, string][] = [
      ['/locations', 'Locations'],
      [`/location/${guid}`, 'Location'],
      [`/edit-location/${guid}`, 'Edit Location'],
      ['/add-location', 'Add Location'],
      ['/activity', 'Activity'],
      ['/shift-summary', 'Shift Summary'],
      ['/checklists', 'Checklists'],
      ['/issues', 'Issues'],
      ['/meter-reads', 'Meter Reads'],
      ['/backend', 'Backend'],
      ['/backend/location-name-fixer', 'Location Name Fixer'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    }
    await page.goto('/backend');
    await page.getByRole('link', { name: 'Location Name Fixer' }).waitFor();
    await screenshot(page, '11-backend');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a small phone (360 px) without sideways scrolling', async () => {
    const { page, context, errors } = await newPhonePage(browser, { width: 360, height: 740 });
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, '13-small-landing');
    await addStoredSession(page, 'staff');
    for (const path of [
      '/',
      '/locations',
      '/backend/location-name-fixer',
      '/record-meter/x/water',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await fitsWidth(), path).toBe(true);
    }
    await page.goto('/locations');
    await page.locator('[data-testid="location-tile"][title="Dock A"]').waitFor();
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, '14-small-locations');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders check-in and record-meter while signed out, without the bottom navigation', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // Signed out, these screens' reads answer 401, which sends the visitor to sign in.
    expectFailedRequests(page, {
      method: metersApi.recordMeter.method,
      path: apiPattern(metersApi.recordMeter),
      status: 401,
    });
    // The 401 moves the screen on to sign-in half a second later: it is held until the screen has
    // been looked at, or a busy machine looks too late.
    const release = await holdRequests(page, apiGlob(metersApi.recordMeter));
    await page.goto('/record-meter/00000000-0000-4000-8000-000000000001/power');
    await page.getByRole('heading', { name: 'Record Meter Reading', exact: true }).waitFor();
    await page.getByText('Power Meter', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await screenshot(page, '12-record-meter-signed-out');
    release();
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();

    // Another visitor: check-in's API answers 401, the app keeps that address and goes to sign in.
    // (In one page the first address kept stands for a while, and the record-meter redirect raced
    // the next navigation at load.)
    const other = await newPhonePage(browser);
    expectFailedRequests(other.page, {
      method: checkInApi.location.method,
      path: apiPattern(checkInApi.location),
      status: 401,
    });
    await other.page.goto('/check-in/00000000-0000-4000-8000-000000000001');
    await other.page.waitForURL('**/login');
    expect(await other.page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBe(
      '/check-in/00000000-0000-4000-8000-000000000001',
    );

    await other.page.goto('/no-such-page');
    await other.page.getByRole('heading', { name: 'Page Not Found', exact: true }).waitFor();
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});
