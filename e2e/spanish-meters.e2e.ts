/**
 * The meter screens in Spanish (decision 0043) at the phone viewport: the record screen with its
 * photo, unusual-reading, edit and delete dialogs and its chart; the invalid address; the
 * transcribe dialog; the photo picker and viewer; the meter reads history with its filters and
 * chart. No English text of the catalogue is left and nothing overflows sideways.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { es } from '#web/locales/index.ts';
import { callApi } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { createMeterRead } from './support/meters.ts';
import { paced } from './support/pace.ts';
import { recordToasts, waitForToast } from './support/shown.ts';
import { englishOnly, expectNoOverflow, newSpanishPage } from './support/spanish.ts';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const GPS_PHOTO = fixture('meter-power-gps.jpg');
const PHOTO = fixture('meter-power.jpg');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ENGLISH = englishOnly();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * No English text of the catalogue in the region, as whole words: support/spanish.ts's
 * expectSpanish matches inside words too, so 'Cancelar' (Spanish) counts as English 'Cancel'.
 */
async function expectSpanish(region: Locator, name: string): Promise<void> {
  const shown = (await region.innerText()).replace(/\s+/g, ' ');
  const whole = (text: string) => new RegExp(`(^|[^\\p{L}])${literal(text)}($|[^\\p{L}])`, 'u').test(shown);
  expect(ENGLISH.filter(whole), `${name}: ${shown}`).toEqual([]);
}

/** expectSpanish on the screen's main region, and nothing scrolls sideways. */
async function expectSpanishScreen(page: Page, name: string): Promise<void> {
  await expectSpanish(page.locator('main'), name);
  await expectNoOverflow(page, name);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

/** Closes the toasts on screen (their Close button in Spanish), so screenshots show the screen. */
async function closeSpanishToasts(page: Page): Promise<void> {
  const close = page.locator('.toast').getByRole('button', { name: es.common.close, exact: true });
  while ((await close.count()) > 0) {
    // The toast this closes, gone from the page before the next (it may close by itself meanwhile).
    const toast = await page.locator('.toast').first().elementHandle();
    await close
      .first()
      .click({ timeout: paced(2000) })
      .catch(() => {});
    if (toast) await page.waitForFunction((element) => !element.isConnected, toast);
  }
}

/** A note at the location with two photos, through the API (upload slot, PUT, then the note). */
async function noteWithPhotos(page: Page, locationGuid: string, text: string): Promise<void> {
  const marinaId = await currentMarinaId(page);
  const photoIds: string[] = [];
  for (const file of [PHOTO, GPS_PHOTO]) {
    const slot = await callApi(page, uploadsApi.slot, { body: { marinaId } });
    expect(slot.ok(), await slot.text()).toBe(true);
    const { guid, uploadURL } = (await slot.json()) as { guid: string; uploadURL: string };
    const put = await page.request.put(uploadURL, {
      data: readFileSync(file),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.ok()).toBe(true);
    photoIds.push(guid);
  }
  const note = await callApi(page, activitiesApi.create, {
    body: {
      guid: crypto.randomUUID(),
      locationId: locationGuid,
      type: 'comment',
      comment: text,
      photoIds,
      marinaId,
    },
  });
  expect(note.status(), await note.text()).toBe(201);
}

describe('the meter screens in Spanish', () => {
  it('record a reading with a photo, its dialogs and chart, and the invalid address (staff)', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    await recordToasts(context);
    const slip = await locationNamed(page, 'B-04L');
    await createMeterRead(page, slip.guid, 'power', { reading: '1000', timestamp: hoursAgo(5) });
    await createMeterRead(page, slip.guid, 'power', { reading: '1010.5', timestamp: hoursAgo(3) });

    await page.goto(`/record-meter/${slip.guid}/power`);
    await page.getByRole('heading', { name: es.meters.recordPage.title, exact: true }).waitFor();
    await page.getByText(es.meters.badge.power, { exact: true }).waitFor();
    await page.getByText(es.meters.recent.title, { exact: true }).waitFor();
    await page.getByText(es.meters.form.last).waitFor();
    await page.getByTestId('meter-charts').waitFor();
    await page.getByRole('heading', { name: es.meters.chart.usePer.day }).waitFor();
    await expectSpanishScreen(page, 'record meter');
    await screenshot(page, 'es-meters-01-record');

    // The photo: shrunk, its location read, uploaded by itself.
    await page.getByLabel(es.meters.photo.take).setInputFiles(GPS_PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: es.meters.photo.uploaded }).waitFor();
    await waitForToast(page, es.meters.photo.locationFound);
    await waitForToast(page, es.meters.photo.uploadedTitle);
    await page.getByText(es.meters.form.linked).waitFor();
    await closeSpanishToasts(page);
    await expectSpanishScreen(page, 'photo uploaded');
    await screenshot(page, 'es-meters-02-photo-uploaded', { fullPage: false });

    // A reading lower than the last one asks first.
    const input = page.getByPlaceholder(es.meters.form.placeholder);
    await input.fill('1005');
    await page.getByRole('button', { name: es.meters.form.save, exact: true }).click();
    const unusual = page.getByRole('alertdialog', { name: es.meters.unusual.lower });
    await unusual.getByText('Esta lectura (1005) es más baja que la lectura anterior (1010,5).').waitFor();
    await expectSpanish(unusual, 'unusual reading');
    await screenshot(page, 'es-meters-03-unusual', { fullPage: false });
    await unusual.getByRole('button', { name: es.meters.unusual.correct }).click();
    await unusual.waitFor({ state: 'detached' });

    // A format the reading cannot have, then an ordinary reading, saved.
    await input.fill('12.34567');
    await page.getByRole('button', { name: es.meters.form.save, exact: true }).click();
    await page.getByText(es.meters.record.badNumber).waitFor();
    await input.fill('1020.25');
    await page.getByText(es.meters.form.useSinceLast).waitFor();
    await page.getByRole('button', { name: es.meters.form.save, exact: true }).click();
    await waitForToast(page, es.meters.form.saved);
    const rows = page.getByTestId('recent-readings').getByTestId('reading-row');
    await rows.first().getByText('1020,25', { exact: true }).waitFor();
    await closeSpanishToasts(page);
    await expectSpanishScreen(page, 'reading saved');
    await page.getByTestId('recent-readings').scrollIntoViewIfNeeded();
    await screenshot(page, 'es-meters-04-saved', { fullPage: false });

    // Edit: a value the reading cannot have is refused in Spanish.
    await rows.first().getByRole('button', { name: es.meters.row.edit }).click();
    const edit = page.getByRole('dialog', { name: es.meters.edit.title });
    await edit.getByLabel(es.meters.edit.reading).fill('1.23456');
    await edit.getByRole('button', { name: es.meters.edit.save }).click();
    await edit.getByText(es.meters.record.badNumber).waitFor();
    await expectSpanish(edit, 'edit reading');
    await screenshot(page, 'es-meters-05-edit', { fullPage: false });
    await edit.getByRole('button', { name: es.common.cancel }).click();
    await edit.waitFor({ state: 'detached' });

    // Delete asks first; cancelled here.
    await rows.first().getByRole('button', { name: es.meters.row.delete }).click();
    const remove = page.getByRole('alertdialog', { name: es.meters.delete.title });
    await remove.getByText(es.meters.delete.question).waitFor();
    await expectSpanish(remove, 'delete reading');
    await screenshot(page, 'es-meters-06-delete', { fullPage: false });
    await remove.getByRole('button', { name: es.common.cancel }).click();
    await remove.waitFor({ state: 'detached' });

    // The chart's period picker.
    await page.getByRole('radio', { name: es.meters.chart.periods.week }).click();
    await page.getByRole('heading', { name: es.meters.chart.usePer.week }).waitFor();
    await page.getByTestId('meter-chart-card').scrollIntoViewIfNeeded();
    await expectSpanish(page.getByTestId('meter-chart-card'), 'chart');
    await screenshot(page, 'es-meters-07-chart', { fullPage: false });

    // An address naming no meter type.
    await page.goto(`/record-meter/${slip.guid}/steam`);
    await page.getByRole('heading', { name: es.meters.record.invalidUrl }).waitFor();
    await page.getByText('Medidor Steam', { exact: true }).waitFor();
    await expectSpanishScreen(page, 'invalid address');
    await screenshot(page, 'es-meters-08-invalid-url', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('transcribe a photo-only reading, pick photos and view them full screen (staff)', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    const slip = await locationNamed(page, 'B-02R');
    const untranscribed = await createMeterRead(page, slip.guid, 'water', { reading: null });
    const text = `Cadena cortada ${runTag()}`;
    await noteWithPhotos(page, slip.guid, text);

    await page.goto(`/location/${slip.guid}`);
    const block = page.locator(
      `[data-testid="meter-reading-block"][data-activity="${untranscribed.activityGuid}"]`,
    );
    await block.getByRole('button').click({ timeout: paced(30_000) });
    const dialog = page.getByRole('dialog', { name: es.meters.transcribe.title });
    await dialog.getByLabel(es.meters.transcribe.reading).fill('1.23456');
    await dialog.getByRole('button', { name: es.meters.transcribe.save }).click();
    await dialog.getByText(es.meters.record.badNumber).waitFor();
    await expectSpanish(dialog, 'transcribe');
    await screenshot(page, 'es-meters-09-transcribe', { fullPage: false });
    await dialog.getByRole('button', { name: es.common.close, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The photo picker of the note form.
    const picker = page.getByTestId('photo-picker');
    await picker.getByTestId('photo-input').setInputFiles([PHOTO, GPS_PHOTO]);
    await picker.getByRole('img', { name: /^Adjunto 2 de / }).waitFor();
    await picker.getByRole('button', { name: 'Quitar la foto 2' }).waitFor();
    await picker.getByText('2 de 5 fotos').waitFor();
    await expectSpanish(picker, 'photo picker');
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'es-meters-10-photo-picker', { fullPage: false });

    // The note's photos, full screen.
    const strip = page.getByTestId('activity-card').filter({ hasText: text }).getByTestId('photo-strip');
    const first = strip.getByRole('button').first();
    expect(await first.getAttribute('aria-label')).toMatch(/^Abrir la foto 1 de 2 de /);
    await first.click();
    const viewer = page.getByTestId('photo-viewer');
    await viewer.getByText('1 / 2', { exact: true }).waitFor();
    await viewer.getByRole('button', { name: es.common.photos.next }).click();
    await viewer.getByText('2 / 2', { exact: true }).waitFor();
    await viewer.getByRole('button', { name: es.common.photos.previous }).waitFor();
    await expectSpanish(viewer, 'photo viewer');
    await screenshot(page, 'es-meters-11-photo-viewer', { fullPage: false });
    await viewer.getByRole('button', { name: es.common.photos.closeViewer }).click();
    await viewer.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the meter reads history with its filters and chart (admin)', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'admin');
    await page.goto('/meter-reads');
    await page.getByRole('heading', { name: es.meters.reads.title, exact: true }).waitFor();
    await page.getByTestId('meter-reads-chart').waitFor();
    await expect.poll(() => page.getByTestId('result-count').innerText()).toMatch(/^\d+ lecturas?$/);
    await expectSpanishScreen(page, 'meter reads');
    await screenshot(page, 'es-meters-12-meter-reads', { fullPage: false });
    await page.getByTestId('meter-read-group').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'es-meters-13-history-list', { fullPage: false });

    await page.getByRole('button', { name: es.meters.filters.title }).click();
    await page.getByLabel(es.meters.filters.meterType).selectOption('water');
    await page.getByLabel(es.meters.filters.start).waitFor();
    await expect
      .poll(() => page.getByTestId('filter-summary').innerText())
      .toContain(`· ${es.meters.type.water} ·`);
    await expectSpanishScreen(page, 'meter reads filters');
    await screenshot(page, 'es-meters-14-filters', { fullPage: false });

    await page.getByTestId('meter-reads-chart').scrollIntoViewIfNeeded();
    await expectSpanish(page.getByTestId('meter-reads-chart'), 'history chart');
    await screenshot(page, 'es-meters-15-history-chart', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });
});
