/**
 * Issue 33 item 2: the guard's phone asks "Are you OK?" on the marina's schedule during a shift,
 * and an answer given without a signal is kept and sent when the signal is back. (A missed check
 * raising an alert, and a late answer resolving it, are the server's: safety-checks.test.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { callApi } from './support/api.ts';
import { accessibilityProblems, addStoredSession, launchBrowser, screenshot } from './support/browser.ts';
import { currentMarinaId } from './support/locations.ts';
import { type InstalledPhone, installedPhone, readOutbox } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { endActiveShift, toastWith } from './support/shifts.ts';
import { expectSpanishScreen, newSpanishPage } from './support/spanish.ts';

let guard: InstalledPhone | undefined;
let browser: Browser | undefined;
let restore = async () => {};
afterAll(async () => {
  await restore();
  await guard?.close();
  await browser?.close();
});

describe('timed safety checks', () => {
  it(
    'asks "Are you OK?" when the check is due, keeps the answer without a signal and sends it when back',
    async () => {
      guard = await installedPhone('staff');
      const { page, context } = guard;
      const marinaId = await currentMarinaId(page);
      // Checks every 15 minutes, with an hour of grace: no other test's shift is ever missed here.
      const settings = { ...DEFAULT_SAFETY, checkIntervalMinutes: 15, graceMinutes: 60 };
      const admin = await installedPhone('admin');
      restore = async () => {
        await callApi(admin.page, safetyApi.setSettings, {
          params: { guid: marinaId },
          body: DEFAULT_SAFETY,
        });
        await endActiveShift(page);
        await admin.close();
      };
      expect(
        (
          await callApi(admin.page, safetyApi.setSettings, { params: { guid: marinaId }, body: settings })
        ).status(),
      ).toBe(200);
      await endActiveShift(page);
      const started = await callApi(page, shiftsApi.start, { body: { marinaId } });
      expect(started.status()).toBe(201);
      const shift = (await started.json()) as Shift;

      // The phone's clock runs on; the shift and the schedule reach it with its reads.
      await page.clock.install();
      await page.reload();
      await page.getByRole('button', { name: 'SOS: hold for 2 seconds to call for help' }).waitFor();
      const prompt = page.getByRole('alertdialog', { name: 'Are you OK?' });
      expect(await prompt.count()).toBe(0);

      // Sixteen minutes into the shift the check is due: it covers the screen until answered.
      await page.clock.fastForward('16:00');
      await prompt.waitFor({ timeout: paced(30_000) });
      // A guard in trouble still has the SOS button above it.
      expect(
        await page.getByRole('button', { name: 'SOS: hold for 2 seconds to call for help' }).isVisible(),
      ).toBe(true);
      expect(await prompt.textContent()).toContain(
        'Your marina checks on guards working alone every 15 minutes.',
      );
      await screenshot(page, '420-safety-check', { fullPage: false });
      expect(await accessibilityProblems(page), '420-safety-check').toEqual([]);

      // Answered without a signal, at the real time (the server refuses a phone far ahead).
      await page.clock.setSystemTime(new Date());
      await context.setOffline(true);
      await prompt.getByRole('button', { name: 'I’m OK' }).click();
      await toastWith(page, 'Saved on this phone: sent when there is a signal.').waitFor();
      await prompt.waitFor({ state: 'detached' });
      const [entry] = (await readOutbox(page)).filter((e) => e.kind === 'safety-check');
      expect(entry?.calls[0]?.input.body).toMatchObject({ marinaId, deviceTime: entry?.recordedAt });
      await screenshot(page, '421-safety-check-queued', { fullPage: false });

      // Back online, the answer goes; the prompt stays away until the next check.
      await context.setOffline(false);
      await expect
        .poll(async () => (await readOutbox(page)).filter((e) => e.kind === 'safety-check').length, {
          timeout: paced(30_000),
        })
        .toBe(0);
      expect(await prompt.count()).toBe(0);
      expect(shift.marinaId).toBe(marinaId);

      // In Spanish, on a phone whose language is Spanish (the same guard, the same shift).
      browser = await launchBrowser();
      const spanish = await newSpanishPage(browser);
      await addStoredSession(spanish.page, 'staff');
      await spanish.page.clock.install();
      await spanish.page.goto('/');
      await spanish.page.getByRole('button', { name: /SOS/ }).waitFor();
      await spanish.page.clock.fastForward('32:00');
      const pregunta = spanish.page.getByRole('alertdialog', { name: '¿Está bien?' });
      await pregunta.waitFor({ timeout: paced(30_000) });
      await expectSpanishScreen(spanish.page, '422-safety-check-es', pregunta);
      await screenshot(spanish.page, '422-safety-check-es', { fullPage: false });
      expect(spanish.errors).toEqual([]);
      await spanish.context.close();
    },
    paced(240_000),
  );
});
