import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '#core/safety/alert.schema.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import { apiGlob, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId } from './support/locations.ts';
import { installedPhone } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { closeGuardAlerts, HARBOUR, holdSos } from './support/safety.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('SOS', () => {
  it('is held in airplane mode, offers Call and Send SMS, goes when back online, and shows who acknowledged it', async () => {
    const admin = await newPhonePage(browser);
    await addStoredSession(admin.page, 'admin');
    // A guard's phone as it is at work: the app installed, its service worker caching the screens.
    const guard = await installedPhone('staff');
    await guard.context.setGeolocation(HARBOUR);
    const marinaId = await currentMarinaId(guard.page);
    const settings = { ...DEFAULT_SAFETY, emergencyPhone: '+1 (410) 555-0142' };
    expect(
      (
        await callApi(admin.page, safetyApi.setSettings, { params: { guid: marinaId }, body: settings })
      ).status(),
    ).toBe(200);
    try {
      // The marina's admin has Dockwatch open on the dashboard.
      await admin.page.goto('/');
      // The marina's number reaches the phone with the guard's marinas.
      await guard.page.reload();
      const sos = guard.page.getByRole('button', { name: 'SOS: hold for 2 seconds to call for help' });
      await sos.waitFor();
      await guard.context.setOffline(true);

      // A tap does nothing: a pocket must not call for help.
      await sos.click();
      await guard.page.waitForTimeout(300);
      expect(await guard.page.getByRole('alertdialog').count()).toBe(0);

      // Held for two seconds, it goes (and waits on the phone without a network).
      await holdSos(guard.page, 'SOS: hold for 2 seconds to call for help');
      const sheet = guard.page.getByRole('alertdialog', { name: 'SOS' });
      await sheet.getByText('No signal. Your SOS is saved on this phone').waitFor();
      const call = sheet.getByRole('link', { name: 'Call +1 (410) 555-0142' });
      expect(await call.getAttribute('href')).toBe('tel:+14105550142');
      const sms = await sheet.getByRole('link', { name: 'Send SMS' }).getAttribute('href');
      expect(sms?.startsWith('sms:+14105550142?body=')).toBe(true);
      const text = decodeURIComponent(sms!.split('?body=')[1]!);
      expect(text).toMatch(/^SOS from Sam Carter at .+, \d{1,2}:\d{2}\s?[AP]M\. Position \(±12 m\): /);
      expect(text).toContain('https://www.openstreetmap.org/?mlat=38.9784&mlon=-76.4922');
      await screenshot(guard.page, '410-sos-offline', { fullPage: false });
      expect(await accessibilityProblems(guard.page)).toEqual([]);

      // Back online: the outbox sends it first, and the guard sees it went.
      await guard.context.setOffline(false);
      await sheet
        .getByText("SOS sent. Your marina's admins are being alerted.")
        .waitFor({ timeout: paced(30_000) });

      // The admin's screen alarms within seconds, over the dashboard, until someone acknowledges.
      const alarm = admin.page.getByRole('alertdialog', { name: 'SOS: Sam Carter' });
      await alarm.waitFor({ timeout: paced(30_000) });
      await screenshot(admin.page, '411-alarm-for-admin', { fullPage: false });
      expect(await accessibilityProblems(admin.page)).toEqual([]);
      // The escalation has told the marina's admins (its job runs every 5 s; the alarm asks every
      // 10 s and may ring first): acknowledged after that step, the timeline shows it.
      await expect
        .poll(
          async () => {
            const [open] = (await (
              await callApi(admin.page, safetyApi.listAlerts, { query: { marinaId, state: 'notifying' } })
            ).json()) as Alert[];
            return open?.raisedBy.name ?? null;
          },
          { timeout: paced(30_000) },
        )
        .toBe('Sam Carter');
      // On a slow network the alarm's own poll may find the alert answered before the POST's answer
      // comes back, and the alarm goes: the admin still lands on the alert's page.
      await admin.page.route(apiGlob(safetyApi.acknowledgeAlert), async (route) => {
        const answer = await route.fetch();
        await alarm.waitFor({ state: 'detached', timeout: paced(30_000) });
        await route.fulfill({ response: answer });
      });
      await alarm.getByRole('button', { name: 'Acknowledge' }).click();
      // Acknowledged: the alert's page, with the escalation's step in its timeline.
      await admin.page.waitForURL(/\/alerts\/[0-9a-f-]{36}$/);
      await admin.page.getByText('Acknowledged by Marcus Reyes').waitFor();
      expect(await admin.page.getByText("Alerted the marina's admins: 1").count()).toBe(1);
      expect(await alarm.count()).toBe(0);
      await screenshot(admin.page, '413-alert-for-admin', { fullPage: false });
      const guid = admin.page.url().split('/').at(-1)!;
      const alert: Alert = await (await callApi(admin.page, safetyApi.getAlert, { params: { guid } })).json();
      expect(alert.gpsLatitude).toBe('38.97840000');

      await sheet.getByText(/^Acknowledged by Marcus Reyes \(\d+ min\)$/).waitFor({ timeout: paced(20_000) });
      await screenshot(guard.page, '412-sos-acknowledged', { fullPage: false });

      // Resolved with a note; the guard's phone forgets it once closed.
      await admin.page.getByLabel('What happened, and what was done').fill('Slipped on the pontoon; fine.');
      await admin.page.getByRole('button', { name: 'Resolve' }).click();
      await admin.page.getByText('Resolved by Marcus Reyes').first().waitFor();
      await sheet.getByRole('button', { name: 'Close' }).click();
      await guard.page.getByRole('button', { name: 'SOS: hold for 2 seconds to call for help' }).waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      // No unanswered alert is left to ring on the next test's admin screens.
      await closeGuardAlerts(admin.page, marinaId, 'Sam Carter');
      await guard.context.setOffline(false);
      await guard.close();
      await admin.context.close();
    }
  });
});
