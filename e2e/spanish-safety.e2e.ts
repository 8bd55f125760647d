/**
 * Lone-worker safety at phone size, in Spanish (issue 33): the guard's SOS sheet without a signal,
 * the admin's alarm, the alert's page, the alert in the guard's shift report and on the admin's
 * activity page and bell. No English of the catalogue left, nothing overflowing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '#core/safety/alert.schema.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import { es } from '#web/locales/index.ts';
import { callApi } from './support/api.ts';
import { addStoredSession, launchBrowser, screenshot } from './support/browser.ts';
import { currentMarinaId } from './support/locations.ts';
import { installedPhone } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { closeGuardAlerts, HARBOUR, holdSos } from './support/safety.ts';
import { expectSpanishScreen, newSpanishPage } from './support/spanish.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Seguridad', () => {
  it('shows the SOS, the alarm, the alert and where the alert is reported, in Spanish', async () => {
    const admin = await newSpanishPage(browser);
    await addStoredSession(admin.page, 'admin');
    // A guard's phone as it is at work: the app installed, its service worker caching the screens.
    const guard = await installedPhone('staff', { spanish: true });
    await guard.context.setGeolocation(HARBOUR);
    await admin.page.goto('/');
    const marinaId = await currentMarinaId(admin.page);
    const settings = { ...DEFAULT_SAFETY, emergencyPhone: '+1 (410) 555-0142' };
    const set = await callApi(admin.page, safetyApi.setSettings, {
      params: { guid: marinaId },
      body: settings,
    });
    expect(set.status()).toBe(200);
    try {
      // The guard holds SOS without a signal: the sheet offers the call and the text message.
      await guard.page.reload();
      const sos = guard.page.getByRole('button', { name: es.shell.sos.hold });
      await sos.waitFor();
      await guard.context.setOffline(true);
      await holdSos(guard.page, es.shell.sos.hold);
      const sheet = guard.page.getByRole('alertdialog', { name: 'SOS' });
      await sheet.getByText(es.safety.sos.queued).waitFor();
      await sheet.getByRole('link', { name: 'Llamar al +1 (410) 555-0142' }).waitFor();
      await screenshot(guard.page, '440-sos-offline-es', { fullPage: false });
      await expectSpanishScreen(guard.page, '440-sos-offline-es', sheet);
      await guard.context.setOffline(false);
      await sheet.getByText(es.safety.sos.sent).waitFor({ timeout: paced(30_000) });

      // The admin's alarm, in Spanish, until acknowledged (once the ladder has told the admins).
      const alarm = admin.page.getByRole('alertdialog', { name: 'SOS: Sam Carter' });
      await alarm.waitFor({ timeout: paced(30_000) });
      await screenshot(admin.page, '441-alarm-es', { fullPage: false });
      await expectSpanishScreen(admin.page, '441-alarm-es', alarm);
      await expect
        .poll(
          async () => {
            const open: Alert[] = await (
              await callApi(admin.page, safetyApi.listAlerts, { query: { marinaId, state: 'notifying' } })
            ).json();
            return open.some((a) => a.raisedBy.name === 'Sam Carter');
          },
          { timeout: paced(30_000) },
        )
        .toBe(true);
      await alarm.getByRole('button', { name: es.safety.alert.acknowledge }).click();
      await admin.page.waitForURL(/\/alerts\/[0-9a-f-]{36}$/);
      await admin.page.getByText('Confirmada por Marcus Reyes').first().waitFor();
      await admin.page.getByLabel(es.safety.alert.resolveNote).fill('Resbaló en el pantalán; está bien.');
      await admin.page.getByRole('button', { name: es.safety.alert.resolve }).click();
      await admin.page.getByText('Resuelta por Marcus Reyes').first().waitFor();
      await screenshot(admin.page, '442-alert-es', { fullPage: true });
      await expectSpanishScreen(admin.page, '442-alert-es');

      // The guard's shift report lists it, with who answered and the note.
      await guard.page.goto('/shift-summary');
      // (Other files' SOS of the guard, within the same 20 hours on this server, may be listed too.)
      const section = guard.page.getByTestId('summary-safety-alerts');
      const row = section.getByTestId('alert-row').filter({ hasText: 'Resbaló en el pantalán; está bien.' });
      await row.getByText(/^SOS: Sam Carter, /).waitFor();
      expect(await row.getAttribute('data-state')).toBe('resolved');
      await section.scrollIntoViewIfNeeded();
      await screenshot(guard.page, '443-shift-summary-alert-es', { fullPage: false });
      await expectSpanishScreen(guard.page, '443-shift-summary-alert-es', section);

      // The admin's activity page has it above the feed, and the dashboard's bell says it in Spanish.
      await admin.page.goto('/activity');
      const card = admin.page.getByTestId('activity-safety-alerts');
      await card.getByText('SOS: Sam Carter').first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(admin.page, '444-activity-alerts-es', { fullPage: false });
      await expectSpanishScreen(admin.page, '444-activity-alerts-es', card);
      await admin.page.goto('/');
      await admin.page.getByRole('button', { name: /^Notificaciones/ }).click();
      const bell = admin.page.getByRole('dialog');
      await bell.getByText('Sam Carter pulsó SOS en Bayside Marina.').first().waitFor();
      await screenshot(admin.page, '445-bell-sos-es', { fullPage: false });
      await expectSpanishScreen(admin.page, '445-bell-sos-es', bell);
      expect(admin.errors).toEqual([]);
    } finally {
      await closeGuardAlerts(admin.page, marinaId, 'Sam Carter');
      await guard.context.setOffline(false);
      await admin.context.close();
      await guard.close();
    }
  });
});
