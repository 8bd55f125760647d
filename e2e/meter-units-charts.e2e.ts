import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { callApi } from './support/api.ts';
import { createDockWithSlips, toastText } from './support/backend.ts';
import {
  accessibilityProblems,
  addStoredSession,
  downloadedText,
  gotoSettled,
  launchBrowser,
  login,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { createMeterRead, recordMeterData } from './support/meters.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const US_UNITS = { power: 'kWh', water: 'gal', gas: 'ft3' };

/** Nothing scrolls sideways on the phone. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The time `hours` hours before now (a reading's device time). */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('meter units and charts', () => {
  it('an admin sets water to m³; a water reading shows it on the record screen, the feed and the CSV', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const marinaId = await currentMarinaId(page);
    const slip = await locationNamed(page, 'C-02L');
    // A reading in gallons before the change keeps them everywhere (issue 30 item 12, ADR 0053).
    const earlier = await recordMeterData(page, slip.guid, 'water');
    const galValue = String(Math.floor(Number(earlier.lastReading?.reading ?? '1000')) + 7);
    const gal = await createMeterRead(page, slip.guid, 'water', { reading: galValue });
    try {
      await gotoSettled(page, '/marina-settings');
      const section = page.getByRole('region', { name: 'Meter units' });
      await section.waitFor();
      const water = section.getByRole('radiogroup', { name: 'Water unit' });
      await water.getByRole('radio', { name: 'm³', exact: true }).click();
      expect(await toastText(page, 'Water readings are now in m³.')).toContain('Success');
      expect(await water.getByRole('radio', { name: 'm³', exact: true }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, '300-meter-units-settings', { fullPage: false });
      expect(await accessibilityProblems(page)).toEqual([]);
      const marinas = (await (await callApi(page, marinasApi.list, {})).json()) as {
        guid: string;
        units: unknown;
      }[];
      expect(marinas.find((m) => m.guid === marinaId)?.units).toEqual({ ...US_UNITS, water: 'm3' });

      // The record screen: the unit in the input, with the last reading and in the recent readings.
      const value = String(Number(galValue) + 12);
      const { activityGuid } = await createMeterRead(page, slip.guid, 'water', { reading: value });
      await page.goto(`/record-meter/${slip.guid}/water`);
      await expect.poll(() => page.getByTestId('reading-unit').textContent()).toBe('m³');
      await expect.poll(() => page.getByTestId('last-reading').textContent()).toBe(`${value} m³`);
      const row = page.getByTestId('recent-readings').getByTestId('reading-row').first();
      await row.getByText(value, { exact: true }).waitFor();
      expect(await row.textContent()).toContain(`${value} m³`);
      expect(await row.textContent()).toContain('New unit: no use');
      const galRow = page.getByTestId('recent-readings').getByTestId('reading-row').nth(1);
      expect(await galRow.textContent()).toContain(`${galValue} gal`);
      await page.getByTestId('chart-other-units').getByText('Readings in gal').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, '301-record-meter-m3');

      // The activity feed's meter card.
      await page.goto('/activity');
      const card = page.locator(`[data-testid="meter-reading-block"][data-activity="${activityGuid}"]`);
      await card.getByTestId('card-reading').waitFor();
      expect(await card.getByTestId('card-reading').textContent()).toBe(`${value} m³`);
      const galCard = page.locator(
        `[data-testid="meter-reading-block"][data-activity="${gal.activityGuid}"]`,
      );
      await expect.poll(() => galCard.getByTestId('card-reading').textContent()).toBe(`${galValue} gal`);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, '302-feed-card-m3', { fullPage: false });

      // The meter reads history and its CSV.
      await page.goto('/meter-reads');
      const historyRow = page.getByTestId('meter-read-row').filter({ hasText: 'C-02L' }).first();
      await historyRow.getByText(value, { exact: true }).waitFor();
      expect(await historyRow.textContent()).toContain(`${value} m³`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const lines = (await downloadedText(download))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Date,Time,Location,Parent,Meter Type,Reading,Unit,Consumption,Notes,Photo URL');
      expect(lines.find((line) => line.includes(`,C-02L,Dock C,water,${value},`))).toContain(`,${value},m³,`);
      expect(lines.find((line) => line.includes(`,C-02L,Dock C,water,${galValue},`))).toContain(
        `,${galValue},gal,`,
      );
    } finally {
      const restore = await callApi(page, marinasApi.setMeterUnits, {
        params: { guid: marinaId },
        body: US_UNITS,
      });
      expect(restore.status()).toBe(200);
    }
    expect(errors).toEqual([]);
  });

  it('charts a meter on its record screen, a lower-than-previous reading marked, with a table for screen readers', async () => {
    const tag = runTag();
    const { page, errors } = await newPhonePage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await login(page, 'admin');
    const marinaId = await currentMarinaId(page);
    await page.getByRole('heading').first().waitFor();
    // uPlot is not part of the first screens.
    expect(scripts.filter((s) => /uplot/i.test(s))).toEqual([]);

    const dock = await createDockWithSlips(page, marinaId, `Chart Dock ${tag}`, [`CH${tag}-1`]);
    const children = (await (
      await callApi(page, locationsApi.list, { query: { marinaId, parentId: dock.guid } })
    ).json()) as LocationListItem[];
    const slip = children[0]!;
    await createMeterRead(page, slip.guid, 'water', { reading: '1200', timestamp: hoursAgo(60) });
    await createMeterRead(page, slip.guid, 'water', { reading: '1250.5', timestamp: hoursAgo(36) });
    await createMeterRead(page, slip.guid, 'water', { reading: '1190', timestamp: hoursAgo(12) }); // lower than the one before
    await createMeterRead(page, slip.guid, 'water', { reading: '1260', timestamp: hoursAgo(0.5) });

    await page.goto(`/record-meter/${slip.guid}/water`);
    const card = page.getByTestId('meter-chart-card');
    await card.getByTestId('readings-chart').locator('canvas').first().waitFor();
    await card.getByTestId('consumption-chart').locator('canvas').first().waitFor();
    expect(scripts.some((s) => /uplot/i.test(s))).toBe(true);
    expect(await card.getByTestId('chart-key').textContent()).toContain('Lower than previous (1)');
    expect(await card.getByRole('heading', { name: 'Readings (gal)' }).count()).toBe(1);

    // The table a screen reader reads instead of the canvas: every reading, the drop marked.
    const table = card.getByRole('table', { name: 'Readings over time' });
    const rows = table.getByTestId('chart-reading-row');
    expect(await rows.count()).toBe(4);
    const lower = rows.filter({ hasText: 'Lower than previous' });
    expect(await lower.count()).toBe(1);
    expect(await lower.textContent()).toContain('1190\u00a0gal');
    expect(await lower.textContent()).toContain('-60.5\u00a0gal');
    await card.getByRole('table', { name: 'Use per day' }).waitFor();
    expect(await card.getByTestId('chart-period-row').count()).toBe(30);

    // The period picker.
    await card.getByRole('radio', { name: 'Week', exact: true }).click();
    await card.getByRole('table', { name: 'Use per week' }).waitFor();
    expect(await card.getByTestId('chart-period-row').count()).toBe(12);
    await card.getByRole('radio', { name: 'Month', exact: true }).click();
    await card.getByRole('table', { name: 'Use per month' }).waitFor();
    await card.getByRole('radio', { name: 'Day', exact: true }).click();
    await card.getByTestId('readings-chart').locator('canvas').first().waitFor();

    expect(await fitsWidth(page)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, '303-meter-chart', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await card.getByTestId('readings-chart').locator('canvas').first().waitFor();
    await screenshot(page, '304-meter-chart-dark', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    // The meter reads history charts the chosen meter.
    await page.goto('/meter-reads');
    const history = page.getByTestId('meter-reads-chart');
    await history.waitFor();
    await history.getByLabel('Meter').selectOption({ label: `CH${tag}-1 · Water` });
    await history.getByTestId('readings-chart').locator('canvas').first().waitFor();
    const historyRows = history.getByTestId('chart-reading-row');
    // The history shows this month's readings: those of the last 60 hours that fall in it.
    expect(await historyRows.filter({ hasText: 'Lower than previous' }).count()).toBeLessThanOrEqual(1);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, '305-meter-reads-chart', { fullPage: false });
    expect(await accessibilityProblems(page)).toEqual([]);
    const readings = (await (
      await callApi(page, metersApi.listReads, { query: { marinaId, parentLocationId: slip.guid } })
    ).json()) as MeterReading[];
    expect(readings.map((r) => r.consumption).sort()).toEqual(['-60.5', '50.5', '70', null].sort());
    expect(errors).toEqual([]);
  });
});
