import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { callApi } from './support/api.ts';
import { accessibilityProblems, screenshot } from './support/browser.ts';
import { installedPhone, readOutbox, waitForKept } from './support/offline.ts';

/**
 * Issue 15 item 7: a shared phone forgets the signed-out user's kept lists and cached photos,
 * and never drops their unsynced entries silently.
 */
const PHOTO = readFileSync(resolve('e2e/fixtures/meter-power.jpg'));

/** Whether the browser would answer this URL from its HTTP cache without the network. */
const cached = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    try {
      const response = await fetch(u, { cache: 'only-if-cached', mode: 'same-origin' });
      return response.ok;
    } catch {
      return false;
    }
  }, url);

const keptQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('dockwatch-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

async function signOutFromMenu(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

describe('sign-out on a shared phone', () => {
  it('forgets the kept lists and the cached photo', async () => {
    const phone = await installedPhone('staff');
    const { page } = phone;
    try {
      await page.goto('/locations');
      await waitForKept(page, locationsApi.list.path);
      // A meter photo of this client, uploaded and then shown (cached by the browser for a year).
      const leaf = phone.leaves[0]!;
      const meter = await (
        await callApi(page, metersApi.recordMeter, {
          params: { locationGuid: leaf.guid, meterType: 'power' },
        })
      ).json();
      const upload = new URL(meter.embeddedData.uploadURL as string, 'http://phone');
      const put = await page.request.put(upload.pathname + upload.search, {
        data: PHOTO,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.status()).toBe(201);
      const photoUrl = upload.pathname;
      // Registered to the meter, as the record screen does: an upload no record names is no one's to read.
      const registered = await callApi(page, metersApi.createImage, {
        body: {
          guid: photoUrl.slice('/img/'.length),
          locationId: leaf.guid,
          meterType: 'power',
          photoPath: photoUrl,
        },
      });
      expect(registered.status()).toBe(201);
      expect(await page.evaluate(async (u) => (await fetch(u)).status, photoUrl)).toBe(200);
      expect(await cached(page, photoUrl)).toBe(true);
      expect(await keptQueries(page)).toBeGreaterThan(0);

      await signOutFromMenu(page);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
      expect(await keptQueries(page)).toBe(0);
      expect(await cached(page, photoUrl)).toBe(false);
    } finally {
      await phone.close();
    }
  });

  it('warns when entries wait to sync, and Sync Now sends them before signing out', async () => {
    const phone = await installedPhone('staff');
    const { page, context } = phone;
    try {
      const leaf = phone.leaves[1]!;
      await page.goto(`/location/${leaf.guid}`);
      await page.getByPlaceholder(/What did you see/).waitFor();
      await context.setOffline(true);
      const note = `Sign-out note ${Date.now()}`;
      await page.getByPlaceholder(/What did you see/).fill(note);
      await page.getByRole('button', { name: 'Save Note' }).click();
      await page.getByTestId('sync-badge').getByText('1 waiting to sync').waitFor();

      await page.goto('/');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      const dialog = page.getByTestId('sign-out-dialog');
      await dialog.getByText('1 entry is saved on this phone and not yet sent.', { exact: false }).waitFor();
      await screenshot(page, 'sign-out-unsynced');
      expect(await accessibilityProblems(page)).toEqual([]);
      // Still offline: Sync Now cannot send, says so, and nothing is lost.
      await dialog.getByRole('button', { name: 'Sync Now' }).click();
      await dialog.getByRole('alert').waitFor();
      expect((await readOutbox(page)).length).toBe(1);

      await context.setOffline(false);
      await dialog.getByRole('button', { name: 'Sync Now' }).click();
      await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
      expect(await readOutbox(page)).toEqual([]);
      expect((await callApi(page, authApi.user, {})).status()).toBe(401);
    } finally {
      await phone.close();
    }
  });
});
