/**
 * Issue 30 item 19 at phone size, in Spanish: the bell's tour alerts (stored by the server in its
 * English) and the built-in location types (seeded with English names) are shown in Spanish;
 * a location type a user typed is shown as typed. The bell's alerts are raised with the server's
 * own notifyMarinaAdmins, in the words of run-alerts.ts, so this file runs its own Dockwatch in
 * process on a fresh embedded database with the demo tenant (as notifications.e2e.ts does).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import type { DemoLogin } from '#server/db/seed/demo.ts';
import { notifyMarinaAdmins } from '#server/modules/notifications/notifications.service.ts';
import { es } from '#web/locales/index.ts';
import { callApi } from './support/api.ts';
import { gotoSettled, launchBrowser, newPhonePage, PHONE, screenshot } from './support/browser.ts';
import { type DemoApp, startDemoApp } from './support/demo-app.ts';
import { runTag } from './support/locations.ts';
import { expectNoOverflow } from './support/spanish.ts';

/** The built-in types' Spanish names (es.locations.typeNames). */
const BUILT_IN_ES = [
  'Cobertizo para embarcaciones',
  'Edificio',
  'Amarre',
  'Cabaña',
  'Parcela de acampada',
  'Sitio',
  'Muelle',
];

let browser: Browser;
let demo: DemoApp;
let url: string;
let admin: DemoLogin;
let clientAdmin: DemoLogin;

beforeAll(async () => {
  demo = await startDemoApp('es-alerts');
  url = demo.url;
  admin = demo.login('admin');
  clientAdmin = demo.login('client_admin');
  const { database, bayside } = demo;
  // The words of src/server/modules/tours/run-alerts.ts (onRunJudged, onRunOverdue).
  const alerts = [
    {
      kind: 'tour-run-missed',
      title: 'Night round missed',
      body: 'The round of Thu 2027-03-11 22:00 (marina time) ended with 2 checkpoints missed: Main Gate, Dock A.',
    },
    {
      kind: 'tour-run-overdue',
      title: 'Dawn round has not started',
      body: 'The round of Fri 2027-03-12 06:00 (marina time) was due to start by 06:10; no checkpoint has been scanned.',
    },
  ];
  for (const [i, alert] of alerts.entries()) {
    await notifyMarinaAdmins(database.db, {
      clientId: bayside.clientId,
      marinaId: bayside.id,
      ...alert,
      link: '/',
      dedupeKey: `e2e-es:${i}`,
    });
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

async function signInSpanish(login: DemoLogin) {
  const phone = await newPhonePage(browser, PHONE, { baseURL: url, locale: 'es-ES' });
  const { page } = phone;
  await page.goto('/login');
  await page.getByLabel(es.auth.email).fill(login.email);
  await page.getByLabel(es.auth.password, { exact: true }).fill(login.password);
  await page.getByRole('button', { name: es.auth.signIn, exact: true }).click();
  await page.getByRole('heading', { name: es.dashboard.title, exact: true }).waitFor();
  return phone;
}

describe('Spanish: alerts and location types (issue 30 item 19)', () => {
  it("shows the bell's tour alerts in Spanish, with the tour and checkpoint names as stored", async () => {
    const { page, context, errors } = await signInSpanish(admin);
    await page.getByRole('button', { name: /^Notificaciones, 2 sin leer$/ }).click();
    const dialog = page.getByRole('dialog', { name: es.notifications.title });
    const items = dialog.getByRole('listitem');
    await items.first().waitFor();
    const texts = (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(texts[0]).toContain('Dawn round no ha comenzado');
    expect(texts[0]).toMatch(
      /La ronda del vie, 12 mar, 6:00 \(hora de la marina\) debía comenzar antes de las 6:10; no se ha escaneado ningún punto de control\./,
    );
    expect(texts[1]).toContain('Night round: ronda omitida');
    expect(texts[1]).toMatch(
      /La ronda del jue, 11 mar, 22:00 \(hora de la marina\) terminó con 2 puntos de control omitidos: Main Gate, Dock A\./,
    );
    for (const english of ['has not started', 'missed', 'marina time', 'The round of'])
      expect(texts.join(' ')).not.toContain(english);
    await expectNoOverflow(page, 'notifications');
    await screenshot(page, 'es-review-b-01-bell-alerts', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the built-in location types in Spanish in Marina Settings and the add form; a typed one as typed', async () => {
    const { page, context, errors } = await signInSpanish(clientAdmin);
    const typed = `dársena ${runTag().toLowerCase()}`;
    const created = await callApi(page, locationTypesApi.create, { body: { name: typed } });
    expect(created.status(), await created.text()).toBe(201);

    await gotoSettled(page, '/marina-settings');
    const types = page.getByRole('region', { name: es.locationTypes.settings.title });
    await types.getByTestId('location-type-row').first().waitFor();
    const rows = await types.getByTestId('location-type-row').allInnerTexts();
    for (const name of BUILT_IN_ES) expect(rows).toContain(name);
    for (const english of ['Dock', 'Slip', 'Building', 'Boathouse', 'Cabin', 'Campsite', 'Place'])
      expect(rows).not.toContain(english);
    expect(rows).toContain(typed[0]!.toUpperCase() + typed.slice(1));
    await types.scrollIntoViewIfNeeded();
    await screenshot(page, 'es-review-b-02-location-types', { fullPage: false });

    await page.goto('/add-location');
    const select = page.getByLabel(es.locations.form.type);
    await select.waitFor();
    const options = await select.locator('option').allInnerTexts();
    expect(options).toContain('Muelle');
    expect(options).toContain('Amarre');
    expect(options).not.toContain('Dock');
    expect(options).not.toContain('Slip');
    await expectNoOverflow(page, 'add location');
    expect(errors).toEqual([]);
    await context.close();
  });
});
