/**
 * The locations, check-in, scan and QR label screens in Spanish (decision 0043) at the phone
 * viewport: a Spanish heading, no English text of the catalogue, nothing overflowing sideways.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { es } from '#web/locales/index.ts';
import { apiPath } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { locationNamed } from './support/locations.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { englishOnly, expectNoOverflow, newSpanishPage } from './support/spanish.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/**
 * English texts of the catalogue that the demo's own data contains ('Dock A', 'Main Gate'): not
 * looked for on whole screens, only in regions without data (the label modes below).
 */
const DATA_WORDS = new Set(['Dock', 'Main']);
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each English text as whole words: 'Cancel' is not found in 'Cancelar', nor 'Active' in 'Active el permiso'. */
const englishWords = (words: readonly string[]) =>
  words.map((text) => ({
    text,
    pattern: new RegExp(`(?<![\\p{L}\\d])${asPattern(text)}(?![\\p{L}\\d])`, 'u'),
  }));
const onScreens = englishWords(englishOnly().filter((text) => !DATA_WORDS.has(text)));
const everywhere = englishWords(englishOnly());

/**
 * expectSpanish of support/spanish.ts, matching whole words (its substring match takes Spanish
 * words that begin with an English one, 'Cancelar', 'Active', for English).
 */
async function expectSpanish(region: Locator, name: string, english = onScreens) {
  const shown = (await region.innerText()).replace(/\s+/g, ' ');
  expect(
    english.filter(({ pattern }) => pattern.test(shown)).map(({ text }) => text),
    `${name}: ${shown}`,
  ).toEqual([]);
}

/**
 * Parts of a location's page that other areas draw and still have English (pending-files.ts):
 * its Issues and Occupancy sections and the activity cards of its feed.
 */
const OTHER_AREAS =
  '[data-testid="issues-section"], [data-testid="occupancy-section"], [data-testid="activity-card"]';

/** The page's header and main region in Spanish (other areas' parts left out), no sideways overflow. */
async function expectSpanishPage(page: Page, name: string) {
  const others = page.locator(OTHER_AREAS);
  await others.evaluateAll((parts: HTMLElement[]) => {
    for (const part of parts) part.style.setProperty('display', 'none');
  });
  await expectSpanish(page.locator('header').first(), `${name} header`, onScreens);
  await expectSpanish(page.locator('main'), name, onScreens);
  await others.evaluateAll((parts: HTMLElement[]) => {
    for (const part of parts) part.style.removeProperty('display');
  });
  await expectNoOverflow(page, name);
}

describe('the locations screens in Spanish', () => {
  it('shows the list, a location, add and edit location and the labels to an admin', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'admin');

    await page.goto('/locations');
    await heading(page, es.locations.title).waitFor();
    await page.getByText(es.locations.list.staleLegend).waitFor();
    await page.getByTestId('location-tile').first().waitFor();
    await expectSpanishPage(page, 'locations list');
    await screenshot(page, 'es-locations-01-list');

    const dock = await locationNamed(page, 'Dock A');
    await page.goto(`/location/${dock.guid}`);
    await heading(page, 'Dock A').waitFor();
    await heading(page, es.locations.feed.title).waitFor();
    await page.getByText(es.patrol.gps.title, { exact: true }).waitFor();
    await page.getByText(es.locations.note.title, { exact: true }).waitFor();
    await expectSpanishPage(page, 'location');
    await screenshot(page, 'es-locations-02-location');

    await page.getByRole('button', { name: es.locations.actions.menu }).click();
    const actions = page.getByRole('dialog', { name: es.locations.actions.menu });
    await actions.getByText(es.locations.actions.items.power, { exact: true }).waitFor();
    await expectSpanish(actions, 'actions menu');
    await expectNoOverflow(page, 'actions menu');
    await screenshot(page, 'es-locations-03-actions', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/add-location');
    await heading(page, es.locations.form.addTitle).waitFor();
    await page.getByRole('button', { name: es.locations.form.add }).click();
    await page.getByText(es.locations.validation.nameRequired).waitFor();
    await page.getByText(es.locations.validation.typeRequired).waitFor();
    await expectSpanishPage(page, 'add location');
    await screenshot(page, 'es-locations-04-add');

    await page.getByRole('button', { name: es.locations.form.bulk, exact: true }).click();
    await page.getByLabel(es.locations.form.names).waitFor();
    await expectSpanishPage(page, 'add location in bulk');
    await page.getByRole('button', { name: es.locations.form.generate }).click();
    const generator = page.getByRole('dialog', { name: es.locations.generator.title });
    await generator.getByLabel(es.locations.generator.end).fill('3');
    await generator.getByRole('button', { name: es.locations.generator.add }).waitFor();
    await expectSpanish(generator, 'name generator');
    await expectNoOverflow(page, 'name generator');
    await screenshot(page, 'es-locations-05-generator', { fullPage: false });
    await generator.getByRole('button', { name: es.common.cancel }).click();
    await generator.waitFor({ state: 'hidden' });

    await page.goto(`/edit-location/${dock.guid}`);
    await heading(page, es.locations.form.editTitle).waitFor();
    await page.getByLabel(es.locations.form.name).waitFor();
    await expectSpanishPage(page, 'edit location');
    await screenshot(page, 'es-locations-06-edit');
    await page.getByRole('button', { name: es.locations.form.delete, exact: true }).click();
    const remove = page.getByRole('dialog', { name: es.locations.delete.title });
    await remove.getByText(es.locations.delete.undone).waitFor();
    await expectSpanish(remove, 'delete location');
    await expectNoOverflow(page, 'delete location');
    await screenshot(page, 'es-locations-07-delete', { fullPage: false });
    await remove.getByRole('button', { name: es.common.cancel }).click();
    await remove.waitFor({ state: 'hidden' });

    await page.goto('/labels');
    await heading(page, es.patrol.labels.title).waitFor();
    await page.getByLabel(es.patrol.labels.parent).selectOption({ label: 'Dock A' });
    await page.getByLabel(es.patrol.labels.withMeters).check();
    await expectSpanish(
      page.getByRole('radiogroup', { name: es.patrol.labels.chooseBy }),
      'label modes',
      everywhere,
    );
    await page.getByTestId('label').first().waitFor();
    await page.getByText(es.patrol.labels.scanToCheckIn).first().waitFor();
    await expectSpanishPage(page, 'labels');
    await screenshot(page, 'es-locations-08-labels');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the check-in and scan screens to staff', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 7 });

    const slip = await locationNamed(page, 'B-02R');
    await page.goto(`/check-in/${slip.guid}`);
    const banner = page.getByTestId('check-in-banner');
    await banner.getByText(es.checkIn.banner.success.replace('{{name}}', 'B-02R'), { exact: true }).waitFor();
    await banner.getByText(es.checkIn.banner.recorded).waitFor();
    await heading(page, es.locations.feed.title).waitFor();
    await expectSpanishPage(page, 'check-in');
    await screenshot(page, 'es-locations-09-check-in');

    const unknown = '00000000-0000-4000-8000-000000000000';
    expectFailedRequests(page, {
      method: checkInApi.location.method,
      path: apiPath(checkInApi.location, { params: { guid: unknown } }),
      status: 404,
    });
    await page.goto(`/check-in/${unknown}`);
    await heading(page, es.checkIn.notFound).waitFor();
    await expectSpanishPage(page, 'check-in not found');
    await screenshot(page, 'es-locations-10-check-in-not-found', { fullPage: false });

    await page.goto('/scan');
    await heading(page, es.patrol.scan.title).waitFor();
    await page.getByRole('alert').first().waitFor();
    await page.getByLabel(es.patrol.scan.enterCode).fill('https://elsewhere.example/check-in/x');
    await page.getByRole('button', { name: es.patrol.scan.open, exact: true }).click();
    await page.getByText(es.patrol.scanMessages.foreign).waitFor();
    await expectSpanishPage(page, 'scan');
    await screenshot(page, 'es-locations-11-scan');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks staff for location access in Spanish when GPS is refused', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    const place = await locationNamed(page, 'Boat Ramp');
    await page.goto(`/check-in/${place.guid}`);
    await heading(page, es.checkIn.accessRequired).waitFor();
    await page.getByText(es.checkIn.gps.denied).waitFor();
    await expectSpanishPage(page, 'location access');
    await screenshot(page, 'es-locations-12-access-required', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
