import { randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsApi } from '#core/locations/locations.api.ts';
import { plainReading } from '#core/meters/reading-format.ts';
import { drawMeterPhoto, random } from '../scripts/bench/meter-faces.ts';
import { png } from '../scripts/bench/png.ts';
import { callApi } from './support/api.ts';
import { typeNamed } from './support/backend.ts';
import { addStoredSession, baseUrl, launchBrowser, newPhonePage, screenshot } from './support/browser.ts';
import { currentMarinaId, runTag } from './support/locations.ts';
import { createMeterRead, recordMeterData, viewportScreenshot } from './support/meters.ts';
import { paced } from './support/pace.ts';
import { closeToasts } from './support/shifts.ts';
import { recordToasts } from './support/shown.ts';

/** The meter's newest reading as stored, written plainly ('24318.600' -> '24318.6'). */
const lastStored = async (page: Page, guid: string) =>
  plainReading((await recordMeterData(page, guid, 'power')).lastReading?.reading);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * An odometer showing 024318.6 (tenths on the red drum), slightly soft, as the bench draws them;
 * tesseract reads '0243186' with a confidence above 90 (scripts/bench/meter-faces.ts).
 */
const PHOTO = {
  name: 'meter.png',
  mimeType: 'image/png',
  buffer: png(drawMeterPhoto('024318.6', 'odometer', { name: 'soft', digitHeight: 90, blur: 4 }, random(2))),
};

describe('meter reading suggested from the photo (ADR 0038)', () => {
  it('offers the reading read off the photo, fills it only on Use, and lets the guard type another', async () => {
    const { page, context } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'admin');
    // A meter of its own, whose previous reading (24,310) places the decimal point.
    const marinaId = await currentMarinaId(page);
    const slipType = await typeNamed(page, marinaId, 'slip');
    const made = await callApi(page, locationsApi.create, {
      body: {
        guid: randomUUID(),
        marinaId,
        name: `OCR ${runTag()}`,
        typeId: slipType.guid,
        status: 'active',
      },
    });
    expect(made.status()).toBe(201);
    const { guid } = (await made.json()) as { guid: string };
    await createMeterRead(page, guid, 'power', { reading: '24310' });
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));

    await page.goto(`/record-meter/${guid}/power`);
    await page.getByText('Last Reading: 24,310').waitFor();
    const field = page.getByPlaceholder('Enter meter reading');
    await page.getByLabel('Take Photo').setInputFiles(PHOTO);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();

    // The suggestion comes from the engine in its worker; the field stays the guard's.
    const suggestion = page.getByTestId('reading-suggestion');
    await suggestion.waitFor({ timeout: paced(90_000) });
    expect(await page.getByTestId('suggested-reading').textContent()).toBe('24,318.6');
    expect(await suggestion.textContent()).toContain('Suggested reading: 24,318.6');
    expect(await field.inputValue()).toBe('');
    await closeToasts(page);
    await viewportScreenshot(page, '88-meter-suggestion');

    await suggestion.getByRole('button', { name: 'Use 24,318.6' }).click();
    expect(await field.inputValue()).toBe('24318.6');
    expect(await suggestion.count()).toBe(0);
    const use = page.getByText('Use since last reading:');
    await use.waitFor();
    expect(await use.textContent()).toContain('+8.6');
    await viewportScreenshot(page, '89-meter-suggestion-used');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await expect.poll(() => lastStored(page, guid)).toBe('24318.6');
    await expect.poll(() => field.inputValue()).toBe('');

    // The engine, its core, wasm and model came from this site, from one hashed folder (each is
    // checked with a HEAD first, so a missing one is a quiet failure, then fetched by the worker).
    const origin = new URL(baseUrl()).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    const engine = requests
      .filter((url) => /\/assets\/ocr-[0-9a-f]{10}\//.test(url))
      .map((url) => url.split('/').pop());
    expect([...new Set(engine)].sort()).toEqual(
      [
        'eng.traineddata.gz',
        'tesseract-core-simd-lstm.js',
        'tesseract-core-simd-lstm.wasm',
        'worker.min.js',
      ].sort(),
    );

    // Same photo again: offered (now equal to the last reading), and the guard types a correction.
    await page.getByLabel('Take Photo').setInputFiles(PHOTO);
    await suggestion.waitFor({ timeout: paced(60_000) });
    await field.fill('24319.2');
    expect(await suggestion.count()).toBe(1);
    await page.getByTestId('photo-status').filter({ hasText: 'Uploaded' }).waitFor();
    await closeToasts(page);
    await screenshot(page, '90-meter-suggestion-corrected');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await expect.poll(() => lastStored(page, guid)).toBe('24319.2');
  });
});
