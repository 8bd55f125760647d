import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import type { RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { apiPath, callApi } from './support/api.ts';
import { loginThroughForm, screenshot } from './support/browser.ts';
import { marinaLocations } from './support/locations.ts';
import {
  activityBodyOf,
  launchPhoneProfile,
  newProfileDir,
  type QueuedEntry,
  readOutbox,
  waitForKept,
  waitForServiceWorker,
  watchKeptReads,
} from './support/offline.ts';
import { paced } from './support/pace.ts';

const PHOTO = new URL('./fixtures/meter-power-gps.jpg', import.meta.url).pathname;
const CHECK_INS = Number(process.env.OFFLINE_CHECK_INS ?? 20);
const READINGS = 5;

const profiles: string[] = [];
let context: BrowserContext | undefined;
afterAll(async () => {
  await context?.close();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

const badge = (page: Page) => page.getByTestId('sync-badge');

async function nextReading(page: Page, location: LocationListItem): Promise<string> {
  const data = (await (
    await callApi(page, metersApi.recordMeter, {
      params: { locationGuid: location.guid, meterType: 'power' },
    })
  ).json()) as RecordMeterResponse;
  const last = Number(data.lastReading?.reading ?? 1000);
  const use = Math.max(Number(data.averageUse ?? 25.5), 1);
  return (last + use).toFixed(3);
}

async function activitiesAt(page: Page, guid: string): Promise<Activity[]> {
  const response = await callApi(page, activitiesApi.locationFeed, {
    params: { guid },
    query: { limit: 100 },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Activity[];
}

/** Every queued entry arrived exactly once, with the device time it was saved at. */
async function expectArrivedOnce(page: Page, entries: QueuedEntry[]): Promise<void> {
  for (const entry of entries) {
    const body = activityBodyOf(entry);
    const feed = await activitiesAt(page, body.locationId as string);
    const matches = feed.filter((a) => a.guid === body.guid);
    expect(matches, `${entry.kind} ${entry.guid}`).toHaveLength(1);
    expect(new Date(matches[0]!.timestamp!).toISOString()).toBe(entry.recordedAt);
    if (entry.kind === 'meter-reading') {
      const reading = await callApi(page, metersApi.readingOfActivity, {
        params: { guid: String(body.guid) },
      });
      expect(reading.ok()).toBe(true);
      const json = (await reading.json()) as {
        guid: string;
        reading: string;
        meterImage?: { photoPath: string } | null;
      };
      expect(json.guid).toBe(entry.guid);
      expect(json.meterImage?.photoPath).toMatch(/^\/img\//);
    }
  }
}

describe('a shift in airplane mode', () => {
  it(
    'keeps check-ins and meter readings through reloads and a browser restart, then syncs each once',
    async () => {
      const profile = newProfileDir();
      profiles.push(profile);
      let { context: ctx, page } = await launchPhoneProfile(profile);
      context = ctx;
      await loginThroughForm(page, 'staff');
      console.log('[offline] signed in');
      await waitForServiceWorker(page);
      console.log('[offline] sw ready');
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['content-type']).toMatch(/javascript/);
      expect(sw.headers()['cache-control']).toBe('no-cache');
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.headers()['content-type']).toMatch(/manifest\+json|json/);
      expect((await manifest.json()).name).toBe('Dockwatch');

      // What the guard looks at before walking onto the docks: the list, and the meters to read.
      const all = await marinaLocations(page);
      const leaves = all.filter((l) => !all.some((c) => c.parentId === l.guid));
      const targets = leaves.slice(0, CHECK_INS);
      const meters = leaves.slice(0, READINGS);
      const listKept = await watchKeptReads(page);
      await page.goto('/locations');
      await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await listKept();
      const values: string[] = [];
      for (const meter of meters) {
        values.push(await nextReading(page, meter));
        const since = await page.evaluate(() => Date.now());
        await page.goto(`/record-meter/${meter.guid}/power`);
        await page.getByPlaceholder('Enter meter reading').waitFor();
        // The answer is written to IndexedDB just after it renders; let it land before leaving.
        await waitForKept(
          page,
          apiPath(metersApi.recordMeter, { params: { locationGuid: meter.guid, meterType: 'power' } }),
          since,
        );
      }

      console.log('[offline] cached');
      await ctx.setOffline(true);
      for (const [i, target] of targets.entries()) {
        await page.goto(`/check-in/${target.guid}`);
        await page
          .getByTestId('check-in-queued')
          .waitFor()
          .catch(async (error) => {
            await screenshot(page, 'offline-failure');
            console.log(
              target.guid,
              await page.evaluate(
                () =>
                  new Promise((r) => {
                    const o = indexedDB.open('dockwatch-offline');
                    o.onsuccess = () => {
                      const q = o.result.transaction('queries').objectStore('queries').getAllKeys();
                      q.onsuccess = () => r(q.result);
                    };
                  }),
              ),
            );
            throw error;
          });
        await badge(page)
          .getByText(`${i + 1} waiting to sync`)
          .waitFor();
      }
      await screenshot(page, 'offline-01-check-in-queued');
      console.log('[offline] check-ins queued');
      for (const [i, meter] of meters.entries()) {
        await page.goto(`/record-meter/${meter.guid}/power`);
        await page.getByLabel('Take Photo').setInputFiles(PHOTO);
        await page
          .getByTestId('photo-queued-note')
          .waitFor()
          .catch(async (error) => {
            await screenshot(page, 'offline-failure-meter');
            throw error;
          });
        await page.getByPlaceholder('Enter meter reading').fill(values[i]!);
        await page.getByRole('button', { name: 'Save Reading' }).click();
        await badge(page)
          .getByText(`${CHECK_INS + i + 1} waiting to sync`)
          .waitFor();
      }
      await page
        .getByTestId('offline-indicator')
        .getByText(/^Offline — showing data from \d{1,2}:\d\d\s[AP]M$/)
        .waitFor();
      await screenshot(page, 'offline-02-meter-queued');
      const total = CHECK_INS + READINGS;

      // Reload, then restart the browser, still offline: nothing is lost.
      await page.reload();
      await badge(page).getByText(`${total} waiting to sync`).waitFor();
      const queued = await readOutbox(page);
      expect(queued).toHaveLength(total);
      await ctx.close();
      ({ context: ctx, page } = await launchPhoneProfile(profile));
      context = ctx;
      await ctx.setOffline(true);
      await page.goto('/');
      await badge(page).getByText(`${total} waiting to sync`).waitFor();
      await screenshot(page, 'offline-03-after-restart');
      expect(await readOutbox(page)).toEqual(queued);

      // Back in signal: everything is sent, in order, once.
      await ctx.setOffline(false);
      await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: paced(60_000) });
      expect(await readOutbox(page)).toEqual([]);
      await expectArrivedOnce(page, queued);
    },
    paced(300_000),
  );
});
