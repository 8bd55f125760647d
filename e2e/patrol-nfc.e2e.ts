import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('NFC tags', () => {
  it("says 'NFC writing needs Chrome on Android' where the browser has no Web NFC", async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const gate = await locationNamed(page, 'Main Gate');
    await page.goto(`/location/${gate.guid}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    const item = page.getByTestId('nfc-item');
    await item.getByText('NFC writing needs Chrome on Android', { exact: true }).waitFor();
    expect(await item.getByRole('button').count()).toBe(0);
    await screenshot(page, 'patrol-nfc-fallback');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('writes the check-in URL as a URL record where Web NFC exists', async () => {
    const { page, context } = await newPhonePage(browser);
    // Chrome on Android's NDEFReader, standing in for the phone's NFC chip.
    await context.addInitScript(() => {
      const writes: unknown[] = [];
      Object.assign(window, {
        __nfcWrites: writes,
        NDEFReader: class {
          async write(message: unknown) {
            writes.push(message);
          }
        },
      });
    });
    await addStoredSession(page, 'admin');
    const gate = await locationNamed(page, 'Main Gate');
    await page.goto(`/location/${gate.guid}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Write NFC Tag' }).click();
    await page.getByText('NFC tag written').waitFor();
    const writes = await page.evaluate(() => (window as unknown as { __nfcWrites: unknown[] }).__nfcWrites);
    expect(writes).toEqual([
      { records: [{ recordType: 'url', data: `${new URL(page.url()).origin}/check-in/${gate.guid}` }] },
    ]);
  });
});
