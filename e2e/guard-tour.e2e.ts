import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import type { TourRun, TourRunsPage } from '#core/tours/tour-run.schema.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { DEMO_TOURS } from '#server/db/seed/demo-data.ts';
import { callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  elementScreenshot,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { runTag } from './support/locations.ts';
import { type InstalledPhone, installedPhone, readOutbox, waitForKept } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { closeToasts, toastWith } from './support/shifts.ts';
import { createTourViaApi, isoWeekdayInDays } from './support/tours.ts';

/**
 * Issue 17 item 4 (decision 0031): the guard's view of a tour at phone size. An admin makes a tour
 * of 3 checkpoints; the guard starts it from the dashboard, checks in at the first checkpoint
 * online and at the second in airplane mode, and sees the run move on from the phone's own queue:
 * 'Checkpoint 2 of 3 — …' on the check-in and '2 of 3' on the dashboard, before and after sync.
 */

let phone: InstalledPhone;
let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => {
  await cleanup?.();
  await phone?.close();
});

/** As the marina admin, in a browser of its own: the tour, and how to remove it after the test. */
async function makeTour(name: string, checkpoints: LocationListItem[]) {
  const browser = await launchBrowser();
  const { page } = await newPhonePage(browser);
  await addStoredSession(page, 'admin');
  const tour = await createTourViaApi(page, {
    name,
    checkpointIds: checkpoints.map((c) => c.guid),
    ordered: true,
    durationMinutes: 60,
    graceMinutes: 10,
    // A slot days away: the run this test walks is the one the guard starts.
    schedule: { times: ['03:17'], weekdays: [isoWeekdayInDays()] },
  });
  return {
    tour,
    remove: async () => {
      await callApi(page, toursApi.remove, { params: { guid: tour.guid } });
      await browser.close();
    },
  };
}

const item = (page: Page, name: string) => page.getByTestId('tour-card').locator(`[data-tour="${name}"]`);
const banner = (page: Page) => page.getByTestId('check-in-banner');

/** Opens the dashboard and waits for the tour's item; its answers are kept on the phone. */
async function dashboard(page: Page, name: string, since: number) {
  await page.goto('/');
  await item(page, name).waitFor();
  await waitForKept(page, tourRunsApi.list.path, since);
  await waitForKept(page, toursApi.list.path, since);
}

describe("the guard's tour view", () => {
  it('starts a tour from the dashboard and counts a check-in made online and one made offline', async () => {
    phone = await installedPhone('staff');
    const { page, context } = phone;
    const demoCheckpoints = new Set(DEMO_TOURS.flatMap((t) => t.checkpoints));
    const [first, second, third] = phone.leaves.filter((l) => !demoCheckpoints.has(l.name)).slice(0, 3);
    const name = `Harbour round ${runTag()}`;
    const made = await makeTour(name, [first!, second!, third!]);
    cleanup = made.remove;
    const since = await page.evaluate(() => Date.now());

    // The dashboard offers the tour; the guard starts it now.
    await dashboard(page, name, since);
    await item(page, name)
      .getByRole('button', { name: `Start tour now: ${name}` })
      .waitFor();
    await screenshot(page, 'guard-tour-01-dashboard');
    await item(page, name)
      .getByRole('button', { name: `Start tour now: ${name}` })
      .click();
    await toastWith(page, 'Tour started').waitFor();
    const run = item(page, name);
    await run.getByText('In progress', { exact: true }).waitFor();
    expect(await run.getByTestId('tour-progress').textContent()).toBe('0 of 3');
    expect(await run.getByTestId('tour-next').textContent()).toBe(`Next checkpoint: ${first!.name}`);
    expect(await run.getByTestId('tour-countdown').textContent()).toMatch(/^(1 hr 10|1 hr 9) min left$/);
    const runs = (
      (await (
        await callApi(page, tourRunsApi.list, { query: { marinaId: made.tour.marinaId } })
      ).json()) as TourRunsPage
    ).items;
    const started = runs.find((r) => r.tourGuid === made.tour.guid && r.scheduledAt === null)!;
    expect(started.status).toBe('in_progress');
    expect(await run.getByRole('link', { name: `Open tour: ${name}` }).getAttribute('href')).toBe(
      `/tour-runs/${started.guid}`,
    );
    await closeToasts(page);
    await screenshot(page, 'guard-tour-02-started');
    await elementScreenshot(page.getByTestId('tour-card'), 'guard-tour-02-card');
    expect(await accessibilityProblems(page), 'dashboard with the tour card').toEqual([]);

    // Checkpoint 1, online.
    await page.goto(`/check-in/${first!.guid}`);
    await banner(page).getByText(`Successfully checked in at ${first!.name}`).waitFor();
    await banner(page).getByText(`Checkpoint 1 of 3 — ${name}`, { exact: true }).waitFor();
    await screenshot(page, 'guard-tour-03-check-in-online', { fullPage: false });

    // What the guard opens before walking out of signal: the dashboard and the locations.
    const before = await page.evaluate(() => Date.now());
    await dashboard(page, name, before);
    await expect.poll(() => item(page, name).getByTestId('tour-progress').textContent()).toBe('1 of 3');
    await page.goto('/locations');
    await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
    await waitForKept(page, locationsApi.list.path, before);

    // Checkpoint 2, in airplane mode: counted from the phone's queue.
    await context.setOffline(true);
    await page.goto(`/check-in/${second!.guid}`);
    await page.getByTestId('check-in-queued').waitFor();
    await banner(page).getByText(`Checkpoint 2 of 3 — ${name}`, { exact: true }).waitFor();
    await screenshot(page, 'guard-tour-04-check-in-offline', { fullPage: false });
    expect((await readOutbox(page)).map((e) => e.kind)).toEqual(['check-in']);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect.poll(() => item(page, name).getByTestId('tour-progress').textContent()).toBe('2 of 3');
    expect(await item(page, name).getByTestId('tour-next').textContent()).toBe(
      `Next checkpoint: ${third!.name}`,
    );
    await screenshot(page, 'guard-tour-05-dashboard-offline');
    await elementScreenshot(page.getByTestId('tour-card'), 'guard-tour-05-card-offline');

    // Back online: the queue syncs and the server's answer says the same.
    await context.setOffline(false);
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: paced(20_000) }).toBe(0);
    await expect
      .poll(async () => {
        const answer = await callApi(page, tourRunsApi.get, { params: { guid: started.guid } });
        return ((await answer.json()) as TourRun).progress;
      })
      .toEqual({ scanned: 2, total: 3 });
    await page.reload();
    await item(page, name).waitFor();
    expect(await item(page, name).getByTestId('tour-progress').textContent()).toBe('2 of 3');
    expect(await item(page, name).getByTestId('tour-next').textContent()).toBe(
      `Next checkpoint: ${third!.name}`,
    );
    await screenshot(page, 'guard-tour-06-synced');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'guard-tour-07-desktop', { fullPage: false });

    // Ended, so the run does not stay open on the shared server's dashboard for other tests.
    expect((await callApi(page, tourRunsApi.finish, { params: { guid: started.guid } })).status()).toBe(200);
  });
});
