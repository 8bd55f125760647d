import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { locationsApi } from '#core/locations/locations.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { apiPath } from './support/api.ts';
import { screenshot } from './support/browser.ts';
import {
  deployNewVersion,
  expectSyncedOnce,
  type InstalledPhone,
  installedPhone,
  nextPowerReading,
  readOutbox,
  waitForKept,
} from './support/offline.ts';
import { paced } from './support/pace.ts';

/**
 * ADR 0021, issue 8: a new version of the app is deployed while the guard has entries queued.
 *
 * The deploy replaces files in the web build this worker's server serves, its own copy of dist/web
 * (WEB_DIST; deployNewVersion): a new
 * sw.js whose precache manifest lists a new revision of index.html, and that index.html, marked
 * with <meta name="dockwatch-build">; the hashed bundles keep their names, as when their code did
 * not change. No rebuild (it costs a minute) and no second server (the data directory has one
 * owner); not a route either: the browser checks /sw.js for updates outside any page, where
 * context.route does not see it. The browser does everything else itself: finds the new worker,
 * installs it in the background, keeps it waiting while the app is open, and lets it take over
 * when the app is next opened. The original files are put back as soon as the new version runs.
 */
const PHOTO = new URL('./fixtures/meter-power-gps.jpg', import.meta.url).pathname;
const BUILD = 'update-test-2';

let phone: InstalledPhone | undefined;
let undeploy = () => {};
afterAll(async () => {
  undeploy();
  await phone?.close();
});

const badge = (page: Page) => page.getByTestId('sync-badge');
const build = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="dockwatch-build"]')?.getAttribute('content') ?? null,
  );
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

/** From a page outside the app (about:blank): until no worker version is still waiting. */
async function waitForNewWorkerActive(blank: Page): Promise<void> {
  const cdp = await blank.context().newCDPSession(blank);
  const versions = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const v of updated) versions.set(v.versionId, v.status);
  });
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(
      () => {
        const states = [...versions.values()];
        return states.includes('activated') && !states.includes('installed');
      },
      { timeout: paced(20_000) },
    )
    .toBe(true);
  await cdp.detach();
}

describe('a new app version', () => {
  it(
    'takes over on the next open and finds the queue of the old one, which then syncs once',
    async () => {
      phone = await installedPhone('staff');
      const { context, leaves } = phone;
      let { page } = phone;
      const [meter, ...checkIns] = leaves.slice(-30, -26);
      const reading = await nextPowerReading(page, meter!.guid);
      await page.goto(`/record-meter/${meter!.guid}/power`);
      await page.getByPlaceholder('Enter meter reading').waitFor();
      await waitForKept(
        page,
        apiPath(metersApi.recordMeter, { params: { locationGuid: meter!.guid, meterType: 'power' } }),
      );
      await page.goto('/locations');
      await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
      await waitForKept(page, locationsApi.list.path);
      expect(await build(page)).toBeNull();

      // The deploy, while the app is open. The browser looks for a new worker on navigation; asking
      // the registration to update does the same at once.
      undeploy = deployNewVersion(BUILD);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(async () => (await workers(page)).waiting, { timeout: paced(20_000) })
        .toBe('installed');
      // No skipWaiting: not even a reload hands the open app to the new version mid-shift.
      await page.reload();
      await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
      expect(await build(page)).toBeNull();
      expect(await workers(page)).toEqual({ active: 'activated', waiting: 'installed', controlled: true });

      // Out on the docks, still the old version: three check-ins and a reading with its photo.
      await context.setOffline(true);
      for (const [i, location] of checkIns.entries()) {
        await page.goto(`/check-in/${location.guid}`);
        await page.getByTestId('check-in-queued').waitFor();
        await badge(page)
          .getByText(`${i + 1} waiting to sync`)
          .waitFor();
      }
      await page.goto(`/record-meter/${meter!.guid}/power`);
      await page.getByLabel('Take Photo').setInputFiles(PHOTO);
      await page.getByTestId('photo-queued-note').waitFor();
      await page.getByPlaceholder('Enter meter reading').fill(reading);
      await page.getByRole('button', { name: 'Save Reading' }).click();
      await badge(page).getByText('4 waiting to sync').waitFor();
      const queued = await readOutbox(page);
      expect(queued.map((e) => e.kind)).toEqual(['check-in', 'check-in', 'check-in', 'meter-reading']);
      expect(await build(page)).toBeNull();

      // The guard closes the app and opens it again, still offline: the new version starts, from
      // its own precache, with the old version's queue.
      await page.close();
      page = await context.newPage();
      // The browser activates the waiting worker once the last page of the app is gone, a moment
      // after the close: opening the app before that would still get the old worker.
      await waitForNewWorkerActive(page);
      await page.goto('/');
      await badge(page).getByText('4 waiting to sync').waitFor();
      expect(await build(page)).toBe(BUILD);
      expect(await workers(page)).toEqual({ active: 'activated', waiting: null, controlled: true });
      expect(await readOutbox(page)).toEqual(queued);
      await screenshot(page, 'offline-update-new-version');
      undeploy();

      // Back in signal: the new version sends the old one's entries, once each.
      await context.setOffline(false);
      await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: paced(30_000) });
      expect(await readOutbox(page)).toEqual([]);
      await expectSyncedOnce(page, queued);
    },
    paced(120_000),
  );
});
