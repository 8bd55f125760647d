/**
 * A tour run walked on a phone (issue 17): one checkpoint scanned online, one in airplane mode and
 * sent when the signal is back, one never scanned; the guard finishes the run on its screen, which
 * shows it incomplete with the unscanned checkpoint missed; the marina's admin is alerted and the
 * bell's 'Open' leads to the same run.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsApi } from '#core/locations/locations.api.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId, runTag } from './support/locations.ts';
import { installedPhone, waitForKept } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { createTourViaApi } from './support/tours.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const badge = (page: Page) => page.getByTestId('sync-badge');

describe('a tour run on its screen', () => {
  it('counts an offline check-in once synced, and shows the unscanned checkpoint missed after Finish', async () => {
    const phone = await installedPhone('staff');
    const { page, context } = phone;
    try {
      const tag = runTag();
      const name = `Dock walk ${tag}`;
      const marinaId = await currentMarinaId(page);
      const [a, b, c] = phone.leaves.slice(-3);
      const admin = await newPhonePage(browser);
      await addStoredSession(admin.page, 'admin');
      const tour = await createTourViaApi(admin.page, {
        marinaId,
        name,
        checkpointIds: [a!.guid, b!.guid, c!.guid],
        ordered: false,
        durationMinutes: 60,
        schedule: { times: ['03:00'], weekdays: [1] },
        active: false,
      });
      const started = await callApi(page, tourRunsApi.start, { params: { guid: tour.guid }, body: {} });
      expect(started.status()).toBe(201);
      const run = (await started.json()) as TourRun;

      // Checkpoint 1 online.
      await page.goto(`/check-in/${a!.guid}`);
      await page.locator('[data-testid="check-in-banner"][data-phase="success"]').waitFor();
      // Checkpoint 2 in airplane mode: the location list was opened online first.
      const since = await page.evaluate(() => Date.now());
      await page.goto('/locations');
      await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
      await waitForKept(page, locationsApi.list.path, since);
      await context.setOffline(true);
      await page.goto(`/check-in/${b!.guid}`);
      await page.getByTestId('check-in-queued').waitFor();
      await badge(page).getByText('1 waiting to sync').waitFor();
      await context.setOffline(false);
      await badge(page).waitFor({ state: 'detached', timeout: paced(60_000) });

      await page.goto(`/tour-runs/${run.guid}`);
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await page.getByText('2 of 3 checkpoints', { exact: true }).waitFor();
      const checkpoints = page.getByRole('list', { name: 'Checkpoints' }).getByRole('listitem');
      expect(await checkpoints.count()).toBe(3);
      expect(await checkpoints.nth(0).textContent()).toMatch(/Scanned at .+ by /);
      expect(await checkpoints.nth(1).textContent()).toMatch(/Scanned at .+ by /);
      expect(await checkpoints.nth(2).textContent()).toContain('Not scanned yet');
      expect(await page.getByText('In progress', { exact: true }).count()).toBe(1);
      await screenshot(page, '150-tour-run-in-progress');

      await page.getByRole('button', { name: 'Finish run' }).click();
      const confirm = page.getByRole('dialog', { name: 'Finish this run now?' });
      await confirm.getByText('1 checkpoint not scanned yet will count as missed.').waitFor();
      await confirm.getByRole('button', { name: 'Finish run' }).click();
      await page.getByText('Incomplete', { exact: true }).waitFor();
      expect(await checkpoints.nth(2).getAttribute('data-missed')).toBe('true');
      expect(await checkpoints.nth(2).textContent()).toContain('Missed');
      expect(await page.getByRole('button', { name: 'Finish run' }).count()).toBe(0);
      await screenshot(page, '151-tour-run-incomplete');
      expect(await accessibilityProblems(page)).toEqual([]);

      // The admin hears of it once, and 'Open' leads to the run.
      await admin.page.goto('/');
      await admin.page.getByRole('button', { name: /Notifications/ }).click();
      const alert = admin.page
        .getByRole('listitem')
        .filter({ hasText: `${name} incomplete: 2 of 3 checkpoints` });
      await alert.first().waitFor();
      expect(await alert.count()).toBe(1);
      await alert.getByRole('link', { name: 'Open' }).click();
      await admin.page.waitForURL(`**/tour-runs/${run.guid}`);
      await admin.page.getByText('Incomplete', { exact: true }).waitFor();
      await screenshot(admin.page, '152-tour-run-from-alert');
      await admin.context.close();
    } finally {
      await phone.close();
    }
  });
});
