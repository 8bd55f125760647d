import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { apiResult } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  downloadedText,
  gotoSettled,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { checkInViaApi, currentMarinaId, marinaLocations, runTag } from './support/locations.ts';
import { endActiveShift } from './support/shifts.ts';
import { createTourViaApi, isoWeekdayInDays } from './support/tours.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A shift, then a tour of two checkpoints walked now: the first scanned, the run finished, so the
 * second is missed. Returns the tour's name and guid and the two checkpoints' names.
 */
async function walkRunWithOneMissed(page: Page) {
  const tag = runTag();
  const marinaId = await currentMarinaId(page);
  const [first, second] = sortByName(await marinaLocations(page));
  const tour = await createTourViaApi(page, {
    marinaId,
    name: `Dock walk ${tag}`,
    checkpointIds: [first!.guid, second!.guid],
    ordered: true,
    durationMinutes: 30,
    // A slot days away: no planned run gets in the way of this one.
    schedule: { times: ['03:17'], weekdays: [isoWeekdayInDays()] },
  });
  await endActiveShift(page);
  await apiResult(page, shiftsApi.start, { body: { marinaId, guid: crypto.randomUUID() } });
  const run = await apiResult(page, tourRunsApi.start, {
    params: { guid: tour.guid },
    body: { guid: crypto.randomUUID() },
  });
  await checkInViaApi(page, first!.guid);
  const finished = await apiResult(page, tourRunsApi.finish, { params: { guid: run.guid } });
  expect(finished.status).toBe('incomplete');
  return { tour, run, scanned: first!.name, missed: second!.name };
}

describe('tour exceptions', () => {
  it('highlights the missed checkpoint in the shift summary, on screen and in print', async () => {
    const { page } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const { tour, run, missed } = await walkRunWithOneMissed(page);
    try {
      await page.goto('/shift-summary');
      const section = page.getByTestId('summary-tour-runs');
      const item = section.getByTestId('summary-tour-run').filter({ hasText: tour.name });
      await item.waitFor();
      expect(await item.getAttribute('data-status')).toBe('incomplete');
      expect(await item.textContent()).toContain('1 of 2 checkpoints');
      const missedLine = item.locator('[data-result="missed"]');
      expect(await missedLine.textContent()).toContain(`2. ${missed} Missed`);
      expect(await item.getByRole('link', { name: new RegExp(tour.name) }).getAttribute('href')).toBe(
        `/tour-runs/${run.guid}`,
      );
      await section.getByRole('link', { name: 'Exception report', exact: true }).waitFor();
      await item.scrollIntoViewIfNeeded();
      await screenshot(page, '160-shift-summary-tour-runs', { fullPage: false });
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      expect(await missedLine.isVisible()).toBe(true);
      expect(await section.getByRole('link', { name: 'Exception report', exact: true }).isVisible()).toBe(
        false,
      );
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await screenshot(page, '161-shift-summary-print');
    } finally {
      await endActiveShift(page);
      await apiResult(page, toursApi.remove, { params: { guid: tour.guid } });
    }
  });

  it("shows an admin the report: totals, per tour and guard, the runs' exceptions, a tour filter, CSV and print", async () => {
    const { page } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const { tour, run, missed } = await walkRunWithOneMissed(page);
    try {
      await endActiveShift(page);
      await gotoSettled(page, '/marina-settings');
      await page.getByRole('link', { name: 'Exception report', exact: true }).click();
      await page.waitForURL('**/tour-exceptions');
      const totals = page.getByTestId('report-totals');
      await totals.waitFor();
      await screenshot(page, '162-tour-exceptions', { fullPage: false });
      await screenshot(page, '163-tour-exceptions-full');
      expect(await accessibilityProblems(page)).toEqual([]);
      // The demo's week of night rounds and morning checks, and this run.
      const tours = page.getByTestId('report-tours');
      for (const name of ['Night round', 'Morning gate check', tour.name]) {
        await tours.locator(`tr[data-name="${name}"]`).waitFor();
      }
      expect(await page.getByTestId('report-guards').locator('tbody tr').count()).toBeGreaterThan(0);
      const card = page.getByTestId('report-run').filter({ hasText: tour.name });
      expect(await card.getAttribute('data-status')).toBe('incomplete');
      expect(await card.locator('[data-result="missed"]').textContent()).toContain(missed);
      expect(await card.getByRole('link').first().getAttribute('href')).toBe(`/tour-runs/${run.guid}`);
      await tours.scrollIntoViewIfNeeded();
      await screenshot(page, '165-tour-exceptions-tables', { fullPage: false });
      await page.getByTestId('report-run').first().scrollIntoViewIfNeeded();
      await screenshot(page, '166-tour-exceptions-runs', { fullPage: false });

      await page.getByLabel('Tour', { exact: true }).selectOption({ label: tour.name });
      await page.getByTestId('report-period').filter({ hasText: tour.name }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-run"]').length === 1);
      expect(await page.getByTestId('report-totals').textContent()).toContain('Missed checkpoints1');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^tour-exceptions-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
      );
      const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n');
      expect(lines[0]).toMatch(/^Tour,Run start,Run end,Run status,/);
      expect(lines.filter((line) => line.includes(`,${missed},Missed,`))).toHaveLength(1);

      await page.getByLabel('From', { exact: true }).fill('2026-03-10');
      await page.getByLabel('To', { exact: true }).fill('2026-03-01');
      await page.getByText('From must not be after to', { exact: true }).waitFor();
      await page.getByLabel('To', { exact: true }).fill('2026-03-12');
      // The ends of the calendar (issue 30 item 6): said in the form, never a server error.
      await page.getByLabel('From', { exact: true }).fill('9999-12-30');
      await page.getByText('From must be between 2000-01-01 and 2100-12-31', { exact: true }).waitFor();
      await screenshot(page, '167-tour-exceptions-out-of-calendar', { fullPage: false });
      await page.getByLabel('From', { exact: true }).fill('2026-03-10');

      await page.getByLabel('Tour', { exact: true }).selectOption({ label: 'All tours' });
      await page.getByRole('button', { name: 'Print' }).waitFor();
      await page.goto('/tour-exceptions');
      await totals.waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Download CSV' }).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await page.setViewportSize({ width: 794, height: 1123 });
      await screenshot(page, '164-tour-exceptions-print');
    } finally {
      await apiResult(page, toursApi.remove, { params: { guid: tour.guid } });
    }
  });

  it('tells staff the report is for admins', async () => {
    const { page } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    await page.goto('/tour-exceptions');
    await page.getByText('Admin access required', { exact: true }).waitFor();
  });
});
