import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { fromThousandths, toThousandths } from '#core/meters/consumption.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { formatReading } from '#core/meters/reading-format.ts';
import { es } from '#web/locales/index.ts';
import { apiGlob, apiPattern, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  downloadedText,
  launchBrowser,
  login,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId, locationNamed } from './support/locations.ts';
import { createMeterRead, recordMeterData, viewportScreenshot } from './support/meters.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests, holdRequests } from './support/page-watch.ts';
import { closeToasts } from './support/shifts.ts';
import { recordToasts, toastCount, toastsSeen, waitForToast } from './support/shown.ts';
import { expectSpanish, newSpanishPage } from './support/spanish.ts';

const fixture = (name: string) => resolve(import.meta.dirname, 'fixtures', name);
const GPS_PHOTO = fixture('meter-power-gps.jpg');
const PLAIN_PHOTO = fixture('meter-power.jpg');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The JSON bodies of the API writes the page makes, by "METHOD path". */
function recordWrites(
  page: Page,
): { method: string; path: string; body: unknown; headers: Record<string, string> }[] {
  const writes: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'GET') return;
    const url = new URL(request.url());
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      body = null;
    }
    writes.push({ method: request.method(), path: url.pathname, body, headers: request.headers() });
  });
  return writes;
}

/** A reading that is ordinary for this meter: the last one plus its average use (exactly). */
function ordinaryNext(last: string | null, averageUse: string | null): string {
  const base = toThousandths(last) ?? 1000_000n;
  const use = toThousandths(averageUse) ?? 25_500n;
  return fromThousandths(base + (use > 0n ? use : 25_500n));
}

/** Nothing scrolls sideways on the phone. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const readingInput = (page: Page) => page.getByPlaceholder('Enter meter reading');
const recentRows = (page: Page) => page.getByTestId('recent-readings').getByTestId('reading-row');

describe('record meter reading', () => {
  it('walks a dock: photo with GPS, upload, save, then the next slip through the siblings bar', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'A-05L');
    const next = await locationNamed(page, 'A-05R');
    const before = await recordMeterData(page, slip.guid, 'power');
    const writes = recordWrites(page);

    await page.goto(`/record-meter/${slip.guid}/power`);
    await page.getByRole('heading', { name: 'Record Meter Reading', exact: true }).waitFor();
    await page.getByTestId('meter-location-name').getByText('A-05L', { exact: true }).waitFor();
    await page.getByText('Power Meter', { exact: true }).waitFor();
    await page.getByText('Recent Readings (Last 12)').waitFor();
    const lastShown = formatReading(before.recentReadings.find((r) => r.reading !== null)?.reading ?? null);
    await page.getByText(`Last Reading: ${lastShown}`).waitFor();
    expect(await recentRows(page).count()).toBe(Math.min(12, before.recentReadings.length));
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, '80-record-meter');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The 'Auto' checkbox is remembered in a cookie for 365 days.
    await page.getByRole('checkbox', { name: 'Auto' }).check();
    const cookie = (await context.cookies()).find((c) => c.name === 'AutoOpenMeterCamera');
    expect(cookie?.value).toBe('true');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600_000);

    // Take a photo (a 2400x1800 JPEG with EXIF GPS): shrunk, GPS read, uploaded by itself.
    const camera = page.getByLabel('Take Photo');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    expect(await camera.getAttribute('capture')).toBe('environment');
    await camera.setInputFiles(GPS_PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    await waitForToast(page, 'Location found in photo');
    await waitForToast(page, 'Photo uploaded successfully!');
    expect((await toastsSeen(page)).join('\n')).toContain('38.97840, -76.49220');
    await page.getByText('Reading will be linked to uploaded photo').waitFor();
    await page.getByRole('button', { name: 'Retake Photo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload Photo' }).isDisabled()).toBe(true);

    const put = writes.find((w) => w.method === 'PUT' && w.path.startsWith('/img/'));
    expect(put?.headers['content-type']).toBe('image/jpeg');
    const image = writes.find((w) => w.path === metersApi.createImage.path)?.body as Record<string, unknown>;
    expect(image).toMatchObject({
      guid: before.embeddedData.meterImageGuid === image.guid ? image.guid : expect.any(String),
      locationId: slip.guid,
      meterType: 'power',
      photoPath: `/img/${image.guid}`,
      gpsLatitude: '38.97840000',
      gpsLongitude: '-76.49220000',
      gpsAccuracy: null,
      status: 'uploaded',
      marinaId: await currentMarinaId(page),
    });
    // The stored photo is the shrunk one: longest side 1500 px, still a JPEG.
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, `/img/${image.guid}`);
    expect(size).toEqual({ width: 1500, height: 1125 });
    await closeToasts(page);
    await screenshot(page, '81-record-meter-uploaded');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Save an ordinary reading, typed with three decimals, and see the use since the last one.
    const value = ordinaryNext(before.lastReading?.reading ?? null, before.averageUse);
    expect(await page.getByRole('button', { name: 'Save Reading' }).isDisabled()).toBe(true);
    await readingInput(page).fill(value);
    await page.getByText('Use since last reading:').waitFor();
    await page.getByPlaceholder('Add notes (optional)').fill('Pedestal 5, cord OK');
    await screenshot(page, '82-record-meter-typed');
    await page.getByRole('button', { name: 'Save Reading' }).scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '82b-record-meter-phone-view');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'Reading saved!');
    expect((await toastsSeen(page)).join('\n')).toContain('Meter reading has been successfully recorded.');

    const activity = writes.find(
      (w) => w.method === activitiesApi.create.method && w.path === activitiesApi.create.path,
    )?.body as Record<string, unknown>;
    expect(activity).toMatchObject({
      locationId: slip.guid,
      type: 'meter_read',
      comment: 'Meter reading (power)',
      gpsLatitude: '38.97840000',
      gpsLongitude: '-76.49220000',
    });
    const reading = writes.find((w) => w.path === metersApi.createReading.path)?.body as Record<
      string,
      unknown
    >;
    expect(reading).toMatchObject({
      activityId: activity.guid,
      meterImageId: image.guid,
      meterType: 'power',
      reading: value,
      notes: 'Pedestal 5, cord OK',
    });
    expect(reading.warning).toBeUndefined();

    // The form is cleared for the next meter, and the new reading heads the table.
    await page.getByText('Take Photo', { exact: true }).waitFor();
    expect(await readingInput(page).inputValue()).toBe('');
    expect(await page.getByPlaceholder('Add notes (optional)').inputValue()).toBe('');
    const first = recentRows(page).first();
    await first.getByText(formatReading(value), { exact: true }).waitFor();
    await first.getByRole('link', { name: 'Open photo' }).waitFor();
    expect(await first.getByRole('link', { name: 'Open photo' }).getAttribute('target')).toBe('_blank');
    await page.getByText(`Last Reading: ${formatReading(value)}`).waitFor();
    const after = await recordMeterData(page, slip.guid, 'power');
    expect(after.lastReading).toMatchObject({ reading: expect.any(String), notes: 'Pedestal 5, cord OK' });
    expect(toThousandths(after.lastReading!.reading)).toBe(toThousandths(value));
    await closeToasts(page);
    await screenshot(page, '83-record-meter-saved');

    // The siblings bar: 2 previous and 2 next; the next slip opens with the camera (Auto is on).
    const bar = page.getByRole('navigation', { name: 'Nearby locations' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(['A-04L', 'A-04R', 'A-05R', 'A-06L']);
    const nextBefore = await recordMeterData(page, next.guid, 'power');
    const chooser = page.waitForEvent('filechooser', { timeout: paced(5000) });
    await bar.getByRole('link', { name: 'A-05R' }).click();
    await page.waitForURL(`**/record-meter/${next.guid}/power`);
    await page.getByTestId('meter-location-name').getByText('A-05R', { exact: true }).waitFor();
    await (await chooser).setFiles(PLAIN_PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    await waitForToast(page, 'Photo uploaded successfully!', 1);
    expect(await toastCount(page, 'Location found in photo')).toBe(1);

    // A reading lower than the last one asks first; 'Correct Reading' goes back to the input.
    const lastNext = nextBefore.recentReadings.find((r) => r.reading !== null)?.reading ?? '100';
    const lower = fromThousandths(toThousandths(lastNext)! - 10_000n);
    await readingInput(page).fill(lower);
    await page.getByRole('button', { name: 'Save Reading' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Lower Than Last Reading' });
    await warning.getByText(`This reading (${lower}) is lower than the previous reading`).waitFor();
    await screenshot(page, '84-record-meter-warning');
    await warning.getByRole('button', { name: 'Correct Reading' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await readingInput(page).inputValue()).toBe(lower);
    // Confirmed: saved with the warning kept.
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await warning.getByRole('button', { name: 'Save Anyway' }).click();
    await waitForToast(page, 'Reading saved!', 1);
    const readings = writes
      .filter((w) => w.path === metersApi.createReading.path)
      .map((w) => w.body as Record<string, unknown>);
    expect(readings).toHaveLength(2);
    expect(readings[1]).toMatchObject({ reading: lower, meterType: 'power' });
    expect(readings[1]!.warning).toMatch(/is lower than the previous reading/);
    expect(readings[1]!.guid).not.toBe(readings[0]!.guid);
    expect(readings[1]!.activityId).not.toBe(readings[0]!.activityId);
    await recentRows(page).first().getByText('Confirmed unusual reading').waitFor();

    // Delete it again (it was a test of the warning), through the delete dialog.
    await recentRows(page).first().getByRole('button', { name: 'Delete reading' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Meter Reading' });
    await dialog
      .getByText('Are you sure you want to delete this meter reading? This action cannot be undone.')
      .waitFor();
    expect(await dialog.getByTestId('delete-reading-value').textContent()).toBe(formatReading(lower));
    await closeToasts(page);
    await screenshot(page, '85-record-meter-delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForToast(page, 'Reading deleted!');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => recentRows(page).count()).toBe(Math.min(12, nextBefore.recentReadings.length));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits a reading in the recent readings, refusing a blank value', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'B-03L');
    await createMeterRead(page, slip.guid, 'water', { reading: '512.250', notes: 'first' });

    await page.goto(`/record-meter/${slip.guid}/water`);
    await page.getByText('Water Meter', { exact: true }).waitFor();
    const row = recentRows(page).first();
    await row.getByText('512.25', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Edit reading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Meter Reading' });
    expect(await dialog.getByLabel('Reading').inputValue()).toBe('512.250');
    expect(await dialog.getByLabel('Notes').inputValue()).toBe('first');
    await dialog.getByLabel('Reading').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Validation Error');
    expect((await toastsSeen(page)).join('\n')).toContain('Please enter a reading value.');
    await dialog.getByLabel('Reading').fill('515.5');
    await dialog.getByLabel('Notes').fill('Corrected after a second look');
    await closeToasts(page);
    await screenshot(page, '86-record-meter-edit');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Reading updated!');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('515.5', { exact: true }).waitFor();
    const data = await recordMeterData(page, slip.guid, 'water');
    expect(data.lastReading).toMatchObject({ reading: '515.500', notes: 'Corrected after a second look' });

    // A small phone (360 px): nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await row.getByText('515.5', { exact: true }).waitFor();
    expect(await fitsWidth(page)).toBe(true);

    // Paths match in any case (spec 000 section 1): /Water is the water meter.
    await page.goto(`/record-meter/${slip.guid}/Water`);
    await page.getByText('Water Meter', { exact: true }).waitFor();
    await recentRows(page).first().getByText('515.5', { exact: true }).waitFor();

    // An unknown meter type is not a meter reading URL.
    await page.goto(`/record-meter/${slip.guid}/steam`);
    await page.getByText('Invalid meter reading URL').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('record meter reading from another marina', () => {
  it("loads a location of another marina the user can access and records in that location's marina", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'super_admin');
    const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
    const harbor = user.marinas.find((m) => m.name === 'Harbor Point Marina');
    expect(harbor && harbor.guid !== (await currentMarinaId(page))).toBe(true);
    const list = (await (
      await callApi(page, locationsApi.list, { query: { marinaId: harbor!.guid } })
    ).json()) as LocationListItem[];
    const slip = list.find((l) => l.name === 'D-02L')!;
    const before = await recordMeterData(page, slip.guid, 'power');
    expect(before.location.marinaId).toBe(harbor!.guid);
    const writes = recordWrites(page);

    await page.goto(`/record-meter/${slip.guid}/power`);
    await page.getByTestId('meter-location-name').getByText('D-02L', { exact: true }).waitFor();
    expect(await page.getByText('Failed to load location data').count()).toBe(0);
    await page.getByLabel('Take Photo').setInputFiles(PLAIN_PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    await readingInput(page).fill(ordinaryNext(before.lastReading?.reading ?? null, before.averageUse));
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'Reading saved!');

    const marinaIds = writes
      // Every API write, whatever its endpoint: the prefix of them all.
      .filter((w) => w.method === 'POST' && w.path.startsWith('/api/'))
      .map((w) => (w.body as { marinaId?: string }).marinaId);
    expect(marinaIds.length).toBeGreaterThanOrEqual(3);
    expect(new Set(marinaIds)).toEqual(new Set([harbor!.guid]));
    const after = await recordMeterData(page, slip.guid, 'power');
    expect(after.recentReadings.length).toBe(before.recentReadings.length + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('record meter reading signed out', () => {
  it("says why a reading or a photo cannot be saved without the location's data", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'A-06L');

    // Poor signal: the location's data has not arrived yet.
    const release = await holdRequests(page, apiGlob(metersApi.recordMeter));
    await page.goto(`/record-meter/${slip.guid}/power`);
    await page.getByRole('heading', { name: 'Record Meter Reading', exact: true }).waitFor();
    await readingInput(page).fill('1234.5');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await page.getByText('Location data not available. Please refresh the page.').waitFor();
    await waitForToast(page, 'No location data available');
    expect((await toastsSeen(page)).join('\n')).toContain('Error saving reading');
    await screenshot(page, '86-record-meter-no-location-data');

    // The data arrives; the first photo is stored under the guid it brought. A second photo needs
    // a fresh guid, and the server cannot be reached for it.
    release();
    await page.getByTestId('meter-location-name').getByText('A-06L', { exact: true }).waitFor();
    await page.getByLabel('Take Photo').setInputFiles(PLAIN_PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    await page.unroute(apiGlob(metersApi.recordMeter));
    await page.route(apiGlob(metersApi.recordMeter), (route) =>
      route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
    );
    await page.getByRole('button', { name: 'Retake Photo' }).click();
    await page.getByLabel('Take Photo').setInputFiles(PLAIN_PHOTO);
    await waitForToast(page, 'No photo or location data available');
    await page.getByTestId('photo-status').filter({ hasText: 'Not uploaded' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the screen, signs in and comes back to it', async () => {
    const staff = await newPhonePage(browser);
    await addStoredSession(staff.page, 'staff');
    const slip = await locationNamed(staff.page, 'A-02R');
    await staff.context.close();

    const { page, context, errors } = await newPhonePage(browser);
    // Signed out, the screen's read answers 401, which sends the visitor to sign in.
    expectFailedRequests(page, {
      method: metersApi.recordMeter.method,
      path: apiPattern(metersApi.recordMeter),
      status: 401,
    });
    await recordToasts(context);
    await page.goto(`/record-meter/${slip.guid}/water`);
    // The screen stays half a second after the 401 before it leaves for the sign-in page, less
    // than a busy machine needs to look with locators: the page reports the screen as the notice
    // shows (support/shown.ts), its heading and its meter with it.
    const shown = await waitForToast(page, 'You are logged out. Logging in again...');
    expect(shown.headings).toContain('Record Meter Reading');
    expect(shown.texts).toContain('Water Meter');
    await page.waitForURL('**/login');
    await login(page, 'staff');
    await page.waitForURL(`**/record-meter/${slip.guid}/water`);
    await page.getByTestId('meter-location-name').getByText('A-02R', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('transcription from an activity card', () => {
  it('transcribes a photo-only reading, and makes the reading of an activity that has no record', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'C-01L');
    const untranscribed = await createMeterRead(page, slip.guid, 'water', { reading: null });
    const bare = await createMeterRead(page, slip.guid, 'water', { reading: null, withRecord: false });

    await page.goto(`/location/${slip.guid}`);
    const block = (guid: string) =>
      page.locator(`[data-testid="meter-reading-block"][data-activity="${guid}"]`);
    // The feed and one reading request per meter card: give a busy machine time.
    await block(bare.activityGuid)
      .getByText('Needs transcription')
      .waitFor({ timeout: paced(30_000) });
    await block(untranscribed.activityGuid).getByText('Needs transcription').waitFor();
    await screenshot(page, '87-activity-needs-transcription');
    expect(await accessibilityProblems(page)).toEqual([]);

    // An activity without a reading record (its save failed): saving makes the reading (ADR 0053).
    await block(bare.activityGuid).getByRole('button', { name: 'Transcribe' }).click();
    let dialog = page.getByRole('dialog', { name: 'Transcribe Meter Reading' });
    const save = dialog.getByRole('button', { name: 'Save Reading' });
    expect(await save.isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Reading').getAttribute('step')).toBe('0.01');
    await dialog.getByLabel('Reading').fill('1519.5');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await waitForToast(page, 'The meter reading has been successfully transcribed.');
    await dialog.waitFor({ state: 'detached' });
    await block(bare.activityGuid).getByText('1519.5', { exact: true }).waitFor();
    expect(await toastCount(page, 'No meter reading record found for this activity')).toBe(0);
    await closeToasts(page);

    // The photo-only reading is transcribed and the card shows the value.
    await block(untranscribed.activityGuid).getByRole('button', { name: 'Transcribe' }).click();
    dialog = page.getByRole('dialog', { name: 'Transcribe Meter Reading' });
    await dialog.getByLabel('Reading').fill('1520.55');
    await dialog.getByLabel('Notes').fill('Read off the photo');
    await closeToasts(page);
    await screenshot(page, '88-transcribe-dialog');
    await dialog.getByRole('button', { name: 'Save Reading' }).click();
    await waitForToast(page, 'The meter reading has been successfully transcribed.', 1);
    expect((await toastsSeen(page)).join('\n')).toContain('Reading updated!');
    await dialog.waitFor({ state: 'detached' });
    const done = block(untranscribed.activityGuid);
    await done.getByText('1520.55', { exact: true }).waitFor();
    await done.getByText('Read off the photo').waitFor();
    await done.getByText('Water Meter').waitFor();
    const stored = (await (
      await callApi(page, metersApi.readingOfActivity, { params: { guid: untranscribed.activityGuid } })
    ).json()) as MeterReading;
    expect(stored).toMatchObject({ reading: '1520.550', notes: 'Read off the photo' });
    expect(stored.transcribedAt).not.toBeNull();
    await closeToasts(page);
    await screenshot(page, '89-activity-transcribed');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('meter reads history', () => {
  it('filters by meter type and exports the rows as CSV', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'admin');
    const slip = await locationNamed(page, 'C-02L');
    await createMeterRead(page, slip.guid, 'water', { reading: '77.125', notes: 'Hose bib, "dripping"' });
    const queries: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === metersApi.listReads.path) queries.push(url);
    });

    await page.goto('/meter-reads');
    await page.getByRole('heading', { name: 'Meter Reads', exact: true }).waitFor();
    await page.getByTestId('meter-read-row').first().waitFor();
    await page.getByRole('heading', { name: 'Dock A' }).waitFor();
    // The first page of the month (decision 0046); the count and charts come from the summary.
    const first = queries[0]!;
    expect(first.searchParams.get('limit')).toBe('100');
    expect(first.searchParams.get('paged')).toBe('true');
    expect(first.searchParams.has('after')).toBe(false);
    expect(first.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(first.searchParams.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(first.searchParams.has('meterType')).toBe(false);
    await page
      .getByTestId('result-count')
      .getByText(/^\d+ readings?$/)
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, '90-meter-reads');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Only water readings.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByLabel('Meter Type').selectOption('water');
    await expect.poll(() => queries.at(-1)?.searchParams.get('meterType')).toBe('water');
    const row = page.getByTestId('meter-read-row').filter({ hasText: 'C-02L' }).first();
    await row.getByText('77.125', { exact: true }).waitFor();
    await row.getByText('Hose bib, "dripping"').waitFor();
    expect(await row.getByRole('link', { name: 'C-02L' }).getAttribute('href')).toBe(
      `/location/${slip.guid}`,
    );
    await page
      .getByTestId('filter-summary')
      .getByText(/All locations · Water ·/)
      .waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Dock A' }).count()).toBe(0);
    await screenshot(page, '91-meter-reads-water');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meter-reads-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    // Issue 18: the unit of the marina's water meters after the reading (decision 0035).
    expect(lines[0]).toBe('Date,Time,Location,Parent,Meter Type,Reading,Unit,Consumption,Notes,Photo URL');
    expect(lines.length - 1).toBe(await page.getByTestId('meter-read-row').count());
    expect(lines.slice(1).every((line) => line.split(',')[4] === 'water')).toBe(true);
    expect(lines.find((line) => line.includes(',C-02L,'))).toMatch(
      /^\d{4}-\d{2}-\d{2},\d{2}:\d{2},C-02L,Dock C,water,77\.125,(gal|m³|ft³),[^,]*,"Hose bib, ""dripping""",$/,
    );

    // The edit dialog is the same as on the record screen.
    await row.getByRole('button', { name: 'Edit reading' }).click();
    await page
      .getByRole('dialog', { name: 'Edit Meter Reading' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // Wide screen: a table per parent location (same session, no second sign-in).
    const desktop = await newPhonePage(browser, { width: 1280, height: 900 });
    await desktop.context.addCookies(await context.cookies());
    expect(errors).toEqual([]);
    await context.close();
    await desktop.page.goto('/meter-reads');
    await desktop.page.getByRole('columnheader', { name: 'Reading' }).first().waitFor();
    await desktop.page.getByRole('heading', { name: 'Dock C' }).waitFor();
    await screenshot(desktop.page, '92-meter-reads-desktop');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();
  });

  it(
    'loads the rest of the month as the list scrolls; edit and delete update a later page',
    async () => {
      const { page, context, errors } = await newPhonePage(browser);
      await recordToasts(context);
      await addStoredSession(page, 'admin');
      const marinaId = await currentMarinaId(page);
      const names = ['A-01L', 'A-02L', 'B-01L', 'B-02L', 'C-01L'];
      const slips = await Promise.all(names.map((name) => locationNamed(page, name)));
      // 105 gas readings: more than a page of 100. The oldest five (Paging 0–4, the second page) one
      // after another first; then the slips in parallel, each one after another.
      const created: string[] = [];
      const seed = async (slip: LocationListItem, s: number, end = 105) => {
        for (let i = s; i < end; i += slips.length) {
          const activityId = randomUUID();
          const guid = randomUUID();
          const activity = await callApi(page, activitiesApi.create, {
            body: {
              guid: activityId,
              locationId: slip.guid,
              type: 'meter_read',
              comment: 'Meter reading (gas)',
            },
          });
          const reading = await callApi(page, metersApi.createReading, {
            body: { guid, activityId, meterType: 'gas', reading: String(500 + i), notes: `Paging ${i}` },
          });
          expect([activity.status(), reading.status()]).toEqual([201, 201]);
          created.push(guid);
        }
      };
      try {
        for (const [s, slip] of slips.entries()) await seed(slip, s, slips.length);
        await Promise.all(slips.map((slip, s) => seed(slip, s + slips.length)));
        const queries: URL[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.pathname === metersApi.listReads.path) queries.push(url);
        });
        // The second page waits until the screen has shown that it is loading.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(
          (url) => url.pathname === metersApi.listReads.path && url.searchParams.has('after'),
          async (route) => {
            await held;
            await route.continue();
          },
        );

        await page.goto('/meter-reads');
        await page.getByTestId('meter-read-row').first().waitFor();
        await page.getByRole('button', { name: /Filters/ }).click();
        await page.getByLabel('Meter Type').selectOption('gas');
        // The count is the whole period's; the list holds the first page.
        await page.getByTestId('result-count').getByText('105 readings', { exact: true }).waitFor();
        const rows = page.getByTestId('meter-read-row');
        await expect.poll(() => rows.filter({ hasText: 'Paging' }).count()).toBe(100);
        await page.getByText('Paging 5', { exact: true }).waitFor();
        expect(await page.getByText('Paging 4', { exact: true }).count()).toBe(0);
        // A group heading counts the whole period and says how much of it is shown so far.
        const dockA = page
          .getByTestId('meter-read-group')
          .filter({ has: page.getByRole('heading', { name: /^Dock A/ }) });
        await dockA.getByText('40 of 42 readings', { exact: true }).waitFor();

        await page.getByTestId('more-on-scroll').scrollIntoViewIfNeeded();
        await page.getByText('Loading more…', { exact: true }).waitFor();
        await viewportScreenshot(page, '93-meter-reads-loading-more');
        release();
        await expect.poll(() => rows.count()).toBe(105);
        await page.getByTestId('more-on-scroll').waitFor({ state: 'detached' });
        await dockA.getByText('42 readings', { exact: true }).waitFor();
        const next = queries.find((q) => q.searchParams.has('after'))!;
        expect(next.searchParams.get('paged')).toBe('true');
        expect(next.searchParams.get('limit')).toBe('100');
        expect(next.searchParams.get('meterType')).toBe('gas');
        await page.getByText('Paging 0', { exact: true }).scrollIntoViewIfNeeded();
        expect(await fitsWidth(page)).toBe(true);
        await viewportScreenshot(page, '94-meter-reads-second-page');

        // A reading of the second page: edited, then another deleted; the list and count follow.
        const edited = rows.filter({ has: page.getByText('Paging 1', { exact: true }) });
        await edited.getByRole('button', { name: 'Edit reading' }).click();
        const editDialog = page.getByRole('dialog', { name: 'Edit Meter Reading' });
        await editDialog.getByLabel('Reading').fill('1501.5');
        await editDialog.getByRole('button', { name: 'Save Changes' }).click();
        await editDialog.waitFor({ state: 'detached' });
        await edited.getByText('1501.5', { exact: true }).waitFor();

        const gone = rows.filter({ has: page.getByText('Paging 0', { exact: true }) });
        await gone.getByRole('button', { name: 'Delete reading' }).click();
        const deleteDialog = page.getByRole('alertdialog', { name: 'Delete Meter Reading' });
        await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await deleteDialog.waitFor({ state: 'detached' });
        await page.getByTestId('result-count').getByText('104 readings', { exact: true }).waitFor();
        await expect.poll(() => rows.count()).toBe(104);
        expect(await page.getByText('Paging 0', { exact: true }).count()).toBe(0);
        expect((await toastsSeen(page)).join('\n')).toContain('Reading deleted!');
        expect(errors).toEqual([]);

        // The end of the list while the next page comes, in Spanish.
        const spanish = await newSpanishPage(browser, 'admin');
        try {
          let releaseSpanish = () => {};
          const heldSpanish = new Promise<void>((resolve) => {
            releaseSpanish = resolve;
          });
          await spanish.page.route(
            (url) => url.pathname === metersApi.listReads.path && url.searchParams.has('after'),
            async (route) => {
              await heldSpanish;
              await route.continue();
            },
          );
          await spanish.page.goto('/meter-reads');
          const spanishRows = spanish.page.getByTestId('meter-read-row');
          await spanishRows.first().waitFor();
          const more = spanish.page.getByTestId('more-on-scroll');
          await more.scrollIntoViewIfNeeded();
          await more.getByText(es.meters.reads.loadingMore, { exact: true }).waitFor();
          await expectSpanish(more, 'loading more');
          expect(await accessibilityProblems(spanish.page)).toEqual([]);
          await viewportScreenshot(spanish.page, 'es-meters-16-loading-more');
          releaseSpanish();
          await expect.poll(() => spanishRows.count()).toBeGreaterThan(100);
          expect(spanish.errors).toEqual([]);
        } finally {
          await spanish.context.close();
        }
      } finally {
        // The other files share this marina: the readings go again.
        for (const guid of created)
          await callApi(page, metersApi.deleteReading, { params: { guid }, query: { marinaId } });
        await context.close();
      }
    },
    paced(180_000),
  );
});
