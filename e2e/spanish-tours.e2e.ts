/**
 * Spanish on the tours, occupancy, landing and offline screens (decision 0043) at the phone
 * viewport: the landing page signed out; a dock's Occupancy section, its checklist card with a
 * tick kept on the phone (the sync strip and the outbox dialog), and Finalize's dialog; the
 * guard's tour card on the dashboard, a started run and its page with Finish's dialog, as staff.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import type { TourRunSummary, TourRunsPage } from '#core/tours/tour-run.schema.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { DEMO_TOURS } from '#server/db/seed/demo-data.ts';
import { es } from '#web/locales/index.ts';
import { apiGlob, callApi } from './support/api.ts';
import {
  addStoredSession,
  elementScreenshot,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { closeOpenOccupancyChecklist } from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, marinaLocations, runTag } from './support/locations.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { closeToasts, toastWith } from './support/shifts.ts';
import {
  englishOnly,
  expectNoOverflow,
  expectSpanish,
  expectSpanishScreen,
  newSpanishPage,
} from './support/spanish.ts';
import { createTourViaApi, isoWeekdayInDays } from './support/tours.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The English of this area's namespaces: for regions that also hold another area's components. */
const OURS = englishOnly(['tours', 'occupancy', 'landing', 'shell']);

const DOCK = 'Dock B';

describe('Spanish: tours, occupancy, landing and the offline strip', () => {
  it('shows the landing page signed out in Spanish', async () => {
    const { page, context, errors } = await newSpanishPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: es.landing.signIn, exact: true }).waitFor();
    await page.getByText(es.landing.features.checkIns).waitFor();
    await expectSpanish(page.locator('body'), 'landing');
    await expectNoOverflow(page, 'landing');
    await screenshot(page, 'es-tours-01-landing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Occupancy section, its checklist, the outbox and Finalize in Spanish', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    const dock = await locationNamed(page, DOCK);
    await closeOpenOccupancyChecklist(page, dock.guid);
    await page.goto(`/location/${dock.guid}`);
    const section = page.getByTestId('occupancy-section');
    await section.getByText(es.occupancy.section.noneOpen, { exact: true }).waitFor();
    await expectSpanish(section, 'occupancy section');
    await expectNoOverflow(page, 'occupancy section');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'es-tours-02-occupancy-none-open', { fullPage: false });

    await section
      .getByRole('button', { name: es.occupancy.start.label.replace('{{location}}', DOCK) })
      .click();
    await toastWith(page, es.occupancy.messages.occupancyStarted).waitFor();
    const card = section.getByTestId('occupancy-checklist');
    await card.getByText(es.occupancy.card.tickEach, { exact: true }).waitFor();
    const boxes = card.getByRole('checkbox');
    await boxes.nth(0).click();
    await expect.poll(() => boxes.nth(0).getAttribute('data-state')).toBe('checked');
    await closeToasts(page);
    await expectSpanish(section, 'occupancy checklist');
    await expectNoOverflow(page, 'occupancy checklist');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'es-tours-03-occupancy-checklist', { fullPage: false });

    // A tick the network drops stays on the phone: the strip and its list say so, then offline.
    expectFailedRequests(
      page,
      { method: occupancyApi.check.method, path: occupancyApi.check.path, status: 'failed' },
      // Any read, whatever its endpoint: the prefix of them all.
      { method: 'GET', path: /^\/api\//, status: 'failed' },
    );
    await page.route(apiGlob(occupancyApi.check), (route) => route.abort('internetdisconnected'));
    await boxes.nth(1).click();
    const strip = page.getByTestId('sync-status');
    await strip
      .getByText(es.shell.offline.waiting_one.replace('{{count}}', '1'))
      .waitFor({ timeout: paced(20_000) });
    await card.getByTestId('check-pending').waitFor();
    await closeToasts(page);
    await strip.click();
    const outbox = page.getByRole('dialog', { name: es.shell.offline.outboxTitle });
    await outbox.getByText(es.shell.offline.entryWaiting, { exact: true }).waitFor();
    await expectSpanish(outbox, 'outbox dialog');
    await expectNoOverflow(page, 'outbox dialog');
    await screenshot(page, 'es-tours-04-outbox', { fullPage: false });
    await page.keyboard.press('Escape');
    await outbox.waitFor({ state: 'hidden' });
    await context.setOffline(true);
    await strip.getByTestId('offline-indicator').waitFor();
    await expectSpanish(strip, 'sync strip');
    await expectNoOverflow(page, 'sync strip');
    await screenshot(page, 'es-tours-05-sync-strip-offline', { fullPage: false });
    await context.setOffline(false);
    await page.unroute(apiGlob(occupancyApi.check));
    await strip.waitFor({ state: 'detached', timeout: paced(30_000) });

    await card.getByRole('button', { name: es.occupancy.card.finalize, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: es.occupancy.finalize.title });
    await dialog.getByRole('region', { name: es.occupancy.finalize.notPresent }).waitFor();
    // 'Cancelar' holds common's English 'Cancel': this area's English only.
    await expectSpanish(dialog, 'finalize dialog', OURS);
    await expectNoOverflow(page, 'finalize dialog');
    await screenshot(page, 'es-tours-06-finalize', { fullPage: false });
    await dialog.getByRole('button', { name: es.occupancy.finalize.confirm, exact: true }).click();
    await toastWith(page, es.occupancy.messages.finalized).waitFor();
    await section.getByText(es.occupancy.section.noneOpen, { exact: true }).waitFor();
    await closeToasts(page);
    await expectSpanish(section, 'occupancy finalized');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'es-tours-07-occupancy-finalized', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the guard's tour card, a started run and its page in Spanish", async () => {
    // The check-in at the first checkpoint records where the phone is.
    const { page, context, errors } = await newSpanishPage(browser, 'staff', {
      permissions: ['geolocation'],
      geolocation: { latitude: 38.9784, longitude: -76.4922, accuracy: 7 },
    });
    const marinaId = await currentMarinaId(page);
    const all = await marinaLocations(page);
    const demoCheckpoints = new Set(DEMO_TOURS.flatMap((t) => t.checkpoints));
    const leaves = all.filter((l) => !all.some((c) => c.parentId === l.guid) && !demoCheckpoints.has(l.name));
    const [a, b, c] = leaves.slice(0, 3);
    const name = `Ronda del puerto ${runTag()}`;
    const admin = await newPhonePage(browser);
    await addStoredSession(admin.page, 'admin');
    const tour = await createTourViaApi(admin.page, {
      marinaId,
      name,
      checkpointIds: [a!.guid, b!.guid, c!.guid],
      ordered: false,
      durationMinutes: 60,
      graceMinutes: 10,
      schedule: { times: ['03:17'], weekdays: [isoWeekdayInDays()] },
    });
    let run: TourRunSummary | undefined;
    try {
      const item = (p: Page) => p.getByTestId('tour-card').locator(`[data-tour="${name}"]`);
      await page.goto('/');
      const startLabel = es.tours.start.label.replace('{{tour}}', name);
      await item(page).getByRole('button', { name: startLabel }).waitFor();
      const card = page.getByTestId('tour-card');
      await expectSpanish(card, 'tour card');
      await expectNoOverflow(page, 'tour card');
      await elementScreenshot(card, 'es-tours-08-tour-card');

      await item(page).getByRole('button', { name: startLabel }).click();
      await toastWith(page, es.tours.start.started).waitFor();
      await item(page).getByText(es.tours.phase.in_progress, { exact: true }).waitFor();
      expect(await item(page).getByTestId('tour-progress').textContent()).toBe('0 de 3');
      expect(await item(page).getByTestId('tour-countdown').textContent()).toMatch(/^Quedan 1 h 1?\d min$/);
      await closeToasts(page);
      await expectSpanish(card, 'tour card, run started');
      await expectNoOverflow(page, 'tour card, run started');
      await elementScreenshot(card, 'es-tours-09-tour-started');

      const runs = (
        (await (await callApi(page, tourRunsApi.list, { query: { marinaId } })).json()) as TourRunsPage
      ).items;
      run = runs.find((r) => r.tourGuid === tour.guid && r.scheduledAt === null);
      // One checkpoint scanned, so the run page shows a scan line beside the ones not scanned yet.
      await page.goto(`/check-in/${a!.guid}`);
      await page.locator('[data-testid="check-in-banner"][data-phase="success"]').waitFor();
      await page
        .getByTestId('check-in-tour-lines')
        .getByText(`Punto de control 1 de 3 — ${name}`, { exact: true })
        .waitFor();

      await page.goto('/');
      await item(page)
        .getByRole('link', { name: es.tours.item.openLabel.replace('{{tour}}', name) })
        .click();
      await page.getByRole('heading', { name: es.tours.run.title, exact: true }).waitFor();
      await page
        .getByText(es.tours.run.progress.replace('{{scanned}}', '1').replace('{{total}}', '3'))
        .waitFor();
      await expectSpanishScreen(page, 'tour run');
      await screenshot(page, 'es-tours-10-tour-run');

      await page.getByRole('button', { name: es.tours.finish.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: es.tours.finish.title });
      await dialog.waitFor();
      // The dialog's Cancel belongs to the shared confirm dialog (another area's conversion).
      await expectSpanish(dialog, 'finish dialog', OURS);
      await expectNoOverflow(page, 'finish dialog');
      await screenshot(page, 'es-tours-11-finish-run', { fullPage: false });
      await dialog.getByRole('button', { name: es.tours.finish.button, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(es.tours.runStatus.incomplete, { exact: true }).waitFor();
      await page.getByText(es.tours.checkpoints.missed, { exact: true }).first().waitFor();
      await expectSpanishScreen(page, 'tour run finished');
      await screenshot(page, 'es-tours-12-tour-run-finished');
      run = undefined;
      expect(errors).toEqual([]);
    } finally {
      if (run) await callApi(page, tourRunsApi.finish, { params: { guid: run.guid } });
      await callApi(admin.page, toursApi.remove, { params: { guid: tour.guid } });
      await admin.context.close();
      await context.close();
    }
  });
});
