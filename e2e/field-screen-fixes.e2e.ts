/**
 * Issue 30 items 15 and 20 at phone size: spec behaviour found broken on the field screens, one
 * test each (the auto camera from a label, a tour run's word, an issue's photo count, the offline
 * strip's clock and a location page offline, a not-found check-in, the meter photo reader's files).
 */
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { apiPath, callApi } from './support/api.ts';
import {
  addStoredSession,
  baseUrl,
  launchBrowser,
  loginThroughForm,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { marinaLocations, runTag } from './support/locations.ts';
import { installedPhone, waitForKept } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { createTourViaApi } from './support/tours.ts';

const PHOTO = resolve(import.meta.dirname, 'fixtures', 'meter-power.jpg');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page signed in as `role` that has had no tap at all: the session's cookies copied into a new
 * context, as a phone whose QR reader opens the app. (Signing in taps, and Playwright's own
 * `evaluate` counts as a user gesture: neither may happen on this page before the check.)
 */
async function untouchedSignedInPage(role: 'staff') {
  const signIn = await newPhonePage(browser);
  await addStoredSession(signIn.page, role);
  const [meter] = sortByName(await marinaLocations(signIn.page));
  const cookies = await signIn.context.cookies();
  await signIn.context.close();
  const fresh = await newPhonePage(browser);
  await fresh.context.addCookies([
    ...cookies,
    { name: 'AutoOpenMeterCamera', value: 'true', url: baseUrl() },
  ]);
  return { ...fresh, meter: meter! };
}

/**
 * Waits until an element with this test id is on the page, without lending the page a user
 * gesture: Playwright's own evaluations (its locators' polling, `evaluate`) count as one in
 * Chromium, and the screen under test must open the camera only on a real tap.
 */
async function waitWithoutGesture(page: Page, testId: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `new Promise((resolve, reject) => {
      const found = () => document.querySelector('[data-testid="${testId}"]');
      if (found()) return resolve(true);
      const observer = new MutationObserver(() => {
        if (found()) { observer.disconnect(); resolve(true); }
      });
      observer.observe(document, { childList: true, subtree: true });
      setTimeout(() => { observer.disconnect(); reject(new Error('${testId} never shown')); }, ${paced(15_000)});
    })`,
    awaitPromise: true,
    userGesture: false,
  });
  await cdp.detach();
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
}

/** Console messages of the page that mention `text`, whatever their level. */
function consoleSaying(page: Page, text: string): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(text)) seen.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
}

describe('the record screen opened from a label (#AutoCamera, item 15)', () => {
  it('with Auto on, asks for one tap and that tap opens the camera; nothing is refused by the browser', async () => {
    const { page, context, errors, meter } = await untouchedSignedInPage('staff');
    const refused = consoleSaying(page, 'user activation');
    let choosers = 0;
    page.on('filechooser', () => {
      choosers++;
    });

    // As a phone's QR reader opens it: a fresh page load, no tap on the page yet.
    await page.goto(`/record-meter/${meter.guid}/power#AutoCamera`);
    await waitWithoutGesture(page, 'auto-camera-hint');
    expect(choosers).toBe(0);
    const hint = page.getByTestId('auto-camera-hint');
    expect(await hint.textContent()).toBe('Tap anywhere to open the camera');
    await screenshot(page, 'review-b-01-auto-camera-tap');

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('meter-location-name').tap();
    await (await chooser).setFiles(PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    await hint.waitFor({ state: 'detached' });
    expect(choosers).toBe(1);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with Auto on, a tap on a control does its own job and does not open the camera', async () => {
    const { page, context, errors, meter } = await untouchedSignedInPage('staff');
    let choosers = 0;
    page.on('filechooser', () => {
      choosers++;
    });
    await page.goto(`/record-meter/${meter.guid}/power#AutoCamera`);
    await waitWithoutGesture(page, 'auto-camera-hint');
    // Switching Auto off is a tap on a control: no camera, and no more waiting for a tap.
    await page.getByRole('checkbox', { name: 'Auto' }).tap();
    await page.getByTestId('auto-camera-hint').waitFor({ state: 'detached' });
    await page.getByTestId('meter-location-name').tap();
    // A round trip to the page after the tap: a chooser it opened would have been seen by now.
    await page.getByTestId('meter-location-name').textContent();
    expect(choosers).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** HH:MM on the marina's clock, `minutes` from now. */
function marinaClockIn(timeZone: string, minutes: number): { time: string; weekday: number } {
  const parts = zonedParts(new Date(Date.now() + minutes * 60_000), timeZone);
  return { time: parts.time, weekday: parts.weekday };
}

describe("a tour run's word (item 20)", () => {
  it(
    'reads the same on the dashboard and on its own page while it is open',
    async () => {
      const { page, context, errors } = await newPhonePage(browser);
      await addStoredSession(page, 'admin');
      const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
      const marina = user.marinas[0]!;
      const [first, second] = sortByName(await marinaLocations(page));
      // Its window opens at the next minute on the marina's clock, with no grace: from then on the
      // run is overdue until someone starts it (a tour's runs begin after it is made).
      const opens = marinaClockIn(marina.timeZone, 1);
      const name = `Overdue round ${runTag()}`;
      let runGuid: string | undefined;
      const tour = await createTourViaApi(page, {
        name,
        checkpointIds: [first!.guid, second!.guid],
        ordered: false,
        durationMinutes: 30,
        graceMinutes: 0,
        schedule: { times: [opens.time], weekdays: [opens.weekday] },
      });
      try {
        await page.goto('/');
        const item = page.getByTestId('tour-card').locator(`[data-tour="${name}"]`);
        await item
          .getByText('Overdue', { exact: true })
          .waitFor({ timeout: paced(90_000) })
          .catch(async (error) => {
            await screenshot(page, 'review-b-failure-dashboard');
            throw error;
          });
        await item.getByRole('link', { name: `Open tour: ${name}` }).click();
        await page.waitForURL(/\/tour-runs\//);
        runGuid = new URL(page.url()).pathname.split('/').pop();
        await page.getByRole('heading', { name, exact: true }).waitFor();
        await page.getByText('Overdue', { exact: true }).waitFor();
        expect(await page.getByText('Scheduled', { exact: true }).count()).toBe(0);
        await screenshot(page, 'review-b-02-tour-run-overdue');
      } finally {
        // Ended, so this round does not stay open beside the shifts of the tests that follow.
        if (runGuid) await callApi(page, tourRunsApi.finish, { params: { guid: runGuid } });
        await callApi(page, toursApi.remove, { params: { guid: tour.guid } });
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    paced(150_000),
  );
});

describe("an issue's photos when editing (item 20)", () => {
  it('counts the photos the issue has: 1 of 5, then 2 of 5', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const [place] = sortByName(await marinaLocations(page));
    const title = `Loose cleat ${runTag()}`;
    await page.goto('/issues');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Issue' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Location').selectOption(place!.guid);
    await dialog.getByTestId('photo-input').setInputFiles(PHOTO);
    await dialog.getByText('1 of 5 photos', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('issue-card').filter({ hasText: title });
    await card.getByRole('button', { name: `Open photo of ${title}` }).waitFor();
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('form', { name: `Edit ${title}` });
    await editor.getByText('1 of 5 photos', { exact: true }).waitFor();
    await editor.getByTestId('photo-input').setInputFiles(PHOTO);
    await editor.getByText('2 of 5 photos', { exact: true }).waitFor();
    await screenshot(page, 'review-b-03-issue-edit-photo-count');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('offline (item 20)', () => {
  it("the strip tells the time as the English screens do, and a location page says its issues are not on the phone rather than 'Failed to load issues'", async () => {
    const phone = await installedPhone('staff');
    const { context, page } = phone;
    try {
      // The locations list is kept on the phone; the marina's issues never were (not opened here).
      const since = await page.evaluate(() => Date.now());
      await page.goto('/locations');
      const [place] = sortByName((await marinaLocations(page)).filter((l) => !l.parentId));
      await waitForKept(page, locationsApi.list.path, since);
      await context.setOffline(true);
      await page.goto(`/location/${place!.guid}`);
      await page.getByRole('heading', { name: place!.name, exact: true }).waitFor();
      await page
        .getByTestId('offline-indicator')
        .getByText(/^Offline — showing data from \d{1,2}:\d\d\s[AP]M$/)
        .waitFor();
      const issues = page.getByTestId('issues-section');
      await issues.getByText('Issues are not on this phone yet', { exact: true }).waitFor();
      expect(await issues.getByText('Failed to load issues').count()).toBe(0);
      await screenshot(page, 'review-b-04-location-offline');

      await issues.getByRole('button', { name: 'Try Again' }).waitFor();

      // Back online, the screen asks again by itself and shows them.
      await context.setOffline(false);
      await issues.getByText('Issues are not on this phone yet').waitFor({ state: 'detached' });
      expect(await issues.getByText('Failed to load issues').count()).toBe(0);
    } finally {
      await phone.close();
    }
  });
});

describe('a check-in at an unknown tag (item 20)', () => {
  it('asks the server once', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    expectFailedRequests(page, {
      method: checkInApi.location.method,
      path: apiPath(checkInApi.location, { params: { guid: unknown } }),
      status: 404,
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 7 });
    await addStoredSession(page, 'staff');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPath(checkInApi.location, { params: { guid: unknown } }))
        asked.push(request.method());
    });
    await page.goto(`/check-in/${unknown}`);
    await page.getByRole('heading', { name: 'Location Not Found' }).waitFor();
    // Anything a second look-up would do has had its time: the screen has settled.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['GET']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the meter photo reader's files (item 20)", () => {
  it('are downloaded once each', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const [meter] = sortByName(await marinaLocations(page));
    const downloads = new Map<string, number>();
    let open = 0;
    const isOcr = (request: { method(): string; url(): string }) =>
      request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/assets/ocr-');
    context.on('request', (request) => {
      if (!isOcr(request)) return;
      const path = new URL(request.url()).pathname;
      downloads.set(path, (downloads.get(path) ?? 0) + 1);
      open++;
    });
    const settle = (request: { method(): string; url(): string }) => {
      if (isOcr(request)) open--;
    };
    context.on('requestfinished', settle);
    context.on('requestfailed', settle);
    await page.goto(`/record-meter/${meter!.guid}/power`);
    await page.getByLabel('Take Photo').setInputFiles(PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    // The engine's script, then its worker, core, wasm and model, each come and done (a second
    // fetch of a file, as the availability check once made, comes before the engine's own).
    await expect.poll(() => downloads.size === 5 && open === 0, { timeout: paced(30_000) }).toBe(true);
    expect([...downloads.values()], JSON.stringify(Object.fromEntries(downloads))).toEqual([1, 1, 1, 1, 1]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are kept by the service worker once a photo has been read, for offline use', async () => {
    const phone = await installedPhone('staff');
    const { page } = phone;
    try {
      const [meter] = sortByName(await marinaLocations(page));
      await page.goto(`/record-meter/${meter!.guid}/power`);
      await page.getByLabel('Take Photo').setInputFiles(PHOTO);
      await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
      const kept = () =>
        page.evaluate(async () => {
          const cache = await caches.open('ocr-engine');
          return (await cache.keys())
            .map((request) => new URL(request.url).pathname)
            .filter((path) => /^\/assets\/ocr-[0-9a-f]{10}\//.test(path))
            .map((path) => path.split('/').pop())
            .sort();
        });
      await expect
        .poll(kept, { timeout: paced(30_000) })
        .toEqual([
          'eng.traineddata.gz',
          'tesseract-core-simd-lstm.js',
          'tesseract-core-simd-lstm.wasm',
          'worker.min.js',
        ]);
    } finally {
      await phone.close();
    }
  });
});

describe('signed-out pages (item 20)', () => {
  it('log no error: nothing asks who is signed in when no session was ever set, nor after signing out', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // Every console error, the browser's own 'Failed to load resource' for a 401 included.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(`${page.url()}: ${message.text()}`);
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === authApi.user.path) asked.push(page.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await page.goto('/no-such-page');
    await page.getByText('Page Not Found').first().waitFor();
    expect(asked).toEqual([]);

    // Signed in, a page load still asks (sign-in itself answers with the user). It signs out: a
    // session of its own, not the one the other tests' staff share.
    await loginThroughForm(page, 'staff');
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(asked.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    expect(logged).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
