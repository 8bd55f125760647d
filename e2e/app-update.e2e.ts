/**
 * Issue 18 item 6: the phone keeps its data, and a deployed version is offered, never forced.
 * The deploy is the one of offline-update.e2e.ts (deployNewVersion): a new sw.js and index.html
 * in the copy of dist/web this worker's server serves (other workers never see it), put back after.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { callApi } from './support/api.ts';
import { screenshot } from './support/browser.ts';
import { deployNewVersion, type InstalledPhone, installedPhone } from './support/offline.ts';
import { paced } from './support/pace.ts';

const BUILD = 'update-prompt-2';

let phone: InstalledPhone | undefined;
let undeploy = () => {};
afterAll(async () => {
  undeploy();
  await phone?.close();
});

const build = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="dockwatch-build"]')?.getAttribute('content') ?? null,
  );

describe('the phone keeps its data and offers a new version', () => {
  it(
    'asks to keep storage, shows what it stores, and reloads into an update only once the open form is closed',
    async () => {
      phone = await installedPhone('staff');
      const { page } = phone;

      // Kept reads are on the phone after sign-in: the browser was asked to keep them (or keeps them).
      await expect
        .poll(() =>
          page.evaluate(
            async () =>
              (await navigator.storage.persisted()) ||
              localStorage.getItem('dockwatch:storage-persist-asked') !== null,
          ),
        )
        .toBe(true);
      await page.getByRole('button', { name: 'User menu' }).click();
      const stored = page.getByTestId('storage-use');
      expect(await stored.textContent()).toMatch(/^Stored on this phone: [\d.,]+\sMB/);
      await screenshot(page, '170-user-menu-storage', { fullPage: false });
      await page.keyboard.press('Escape');

      const place = phone.leaves[0]!;
      await page.goto(`/location/${place.guid}`);
      const note = page.getByPlaceholder(/What did you see/);
      await note.waitFor();
      undeploy = deployNewVersion(BUILD);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const strip = page.getByTestId('update-strip');
      await strip.getByText('Update available —').waitFor({ timeout: paced(20_000) });
      expect(await build(page)).toBeNull();
      await screenshot(page, '171-update-available', { fullPage: false });

      // A note is being written: Reload waits for it. The strip looks every second whether the form
      // is done; the page's clock (Playwright's, running on as real time does) runs two and a half
      // seconds of those looks at once instead of the test waiting for them.
      await note.fill('Gate 3 left open');
      await page.clock.install();
      await strip.getByRole('button', { name: 'Reload' }).click();
      await strip.getByText('Reloads once the open form is saved or closed.').waitFor();
      await screenshot(page, '172-update-waiting-for-form', { fullPage: false });
      await page.clock.runFor(2_500);
      expect(await build(page)).toBeNull();
      expect(await note.inputValue()).toBe('Gate 3 left open');

      // Saved (the field empties): the new version takes over and the page reloads into it.
      await page.getByRole('button', { name: 'Save Note' }).click();
      await expect.poll(() => build(page).catch(() => null), { timeout: paced(20_000) }).toBe(BUILD);
      await page.getByPlaceholder(/What did you see/).waitFor();
      expect(await page.getByTestId('update-strip').count()).toBe(0);
      const notes = (await (
        await callApi(page, activitiesApi.locationFeed, {
          params: { guid: place.guid },
          query: { limit: 20 },
        })
      ).json()) as {
        comment: string | null;
      }[];
      expect(notes.filter((a) => a.comment === 'Gate 3 left open')).toHaveLength(1);
      undeploy();
    },
    paced(120_000),
  );
});
