import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelCodes } from '#core/patrol/labels.ts';
import {
  accessibilityProblems,
  addStoredSession,
  baseUrl,
  launchBrowser,
  login,
  newPhonePage,
  screenshot,
  stretchWaits,
} from './support/browser.ts';
import { marinaLocations } from './support/locations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const jsqrSource = readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8');

/**
 * Every QR code in a screenshot of the page, read back from the PNG's pixels: the screenshot is
 * drawn into a canvas in the page, each code's area is cut out and decoded with jsQR.
 */
async function decodeScreenshot(
  page: Page,
  png: Buffer,
): Promise<{ expected: string; decoded: string | null }[]> {
  await page.evaluate(jsqrSource);
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const scale = image.naturalWidth / document.documentElement.scrollWidth;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');
    ctx.drawImage(image, 0, 0);
    const jsQR = (window as unknown as { jsQR: typeof import('jsqr').default }).jsQR;
    return [...document.querySelectorAll<HTMLImageElement>('img[data-qr]')].map((img) => {
      const r = img.getBoundingClientRect();
      const x = Math.floor((r.left + window.scrollX) * scale);
      const y = Math.floor((r.top + window.scrollY) * scale);
      const size = Math.ceil(r.width * scale);
      const data = ctx.getImageData(x, y, size, size);
      return { expected: img.dataset.qr ?? '', decoded: jsQR(data.data, size, size)?.data ?? null };
    });
  }, png.toString('base64'));
}

describe('QR label sheets', () => {
  it('an admin prints a sheet for a dock with meter codes; every code in the screenshot reads back', async () => {
    const { page, errors } = await newPhonePage(browser);
    await login(page, 'admin');
    const all = await marinaLocations(page);
    const dock = all.find((l) => l.name === 'Dock C');
    if (!dock) throw new Error('no Dock C');
    const expectedNames = ['Dock C', ...all.filter((l) => l.parentId === dock.guid).map((l) => l.name)];

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'QR Labels' }).click();
    await page.waitForURL('**/labels');
    await page.getByLabel('Dock or parent location').selectOption({ label: 'Dock C' });
    await page.getByLabel('Add power and water meter codes').check();
    await page.getByLabel('Paper').selectOption('letter');
    const labels = page.getByTestId('label');
    await expect.poll(() => labels.count()).toBe(expectedNames.length);
    expect(await labels.first().getAttribute('data-location')).toBe('Dock C');
    await page
      .locator('img[data-qr]')
      .nth(expectedNames.length * 3 - 1)
      .waitFor();
    await screenshot(page, 'patrol-labels-phone');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The printed sheet: print media at paper width, two device pixels per CSS pixel.
    const print = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 820, height: 1100 },
      deviceScaleFactor: 2,
    });
    stretchWaits(print);
    const sheet = await print.newPage();
    await addStoredSession(sheet, 'admin');
    await sheet.goto('/labels');
    await sheet.getByLabel('Dock or parent location').selectOption({ label: 'Dock C' });
    await sheet.getByLabel('Add power and water meter codes').check();
    await sheet
      .locator('img[data-qr]')
      .nth(expectedNames.length * 3 - 1)
      .waitFor();
    await sheet.emulateMedia({ media: 'print' });
    const png = await sheet.screenshot({
      fullPage: true,
      path: 'test-results/screenshots/patrol-labels-print.png',
    });
    const results = await decodeScreenshot(sheet, png);

    const origin = new URL(baseUrl()).origin;
    const expected = all
      .filter((l) => expectedNames.includes(l.name))
      .flatMap((l) => Object.values(labelCodes(origin, l.guid, true)));
    expect(results).toHaveLength(expected.length);
    for (const r of results) expect(r.decoded, r.expected).toBe(r.expected);
    expect(results.map((r) => r.decoded).sort()).toEqual(expected.sort());
    await print.close();
    expect(errors).toEqual([]);
  });

  it('is for admins only: staff get neither the menu entry nor the sheet', async () => {
    const { page } = await newPhonePage(browser);
    await login(page, 'staff');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'User Details' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'QR Labels' }).count()).toBe(0);
    await page.goto('/labels');
    await page.getByText('Only marina administrators can print QR labels.').waitFor();
  });
});
