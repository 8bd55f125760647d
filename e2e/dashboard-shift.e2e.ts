import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import type { Shift, ShiftAnswer } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { closeToasts, endActiveShift, toastWith } from './support/shifts.ts';

/** A full-page screenshot without the toast, scrolled to the top so the sticky header sits there. */
async function fullScreenshot(page: Page, name: string): Promise<void> {
  await closeToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('dashboard and shift flow', () => {
  it('shows the latest activity and runs a whole shift through its questions', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    try {
      await addStoredSession(page, 'staff');
      await endActiveShift(page);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

      // No shift: the last shift of the demo week, Start New Shift, View Last Shift Summary.
      const noShift = page.getByTestId('no-shift-card');
      await noShift.getByText('Last shift date', { exact: true }).waitFor();
      await noShift.getByTestId('last-shift-date').waitFor();
      await noShift.getByRole('link', { name: 'View Last Shift Summary' }).waitFor();
      expect(await noShift.getByRole('link', { name: 'View Last Shift Summary' }).getAttribute('href')).toBe(
        '/shift-summary',
      );

      // Recent Activity: the latest 15 of the seeded feed, and the way to all of them.
      const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
      const marina = user.marinas[0]!;
      const feed = (await (
        await callApi(page, activitiesApi.feed, { query: { marinaId: marina.guid } })
      ).json()) as Activity[];
      expect(feed.length).toBeGreaterThan(15);
      await page.getByRole('heading', { name: 'Recent Activity', exact: true }).waitFor();
      await page.getByTestId('activity-card').first().waitFor();
      expect(await page.getByTestId('activity-card').count()).toBe(15);
      const viewAll = page.getByRole('link', { name: 'View All Activities' });
      expect(await viewAll.getAttribute('href')).toBe('/activity');
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, '40-dashboard-no-shift');

      // Start: the shift starts, then its start questions open.
      await noShift.getByRole('button', { name: 'Start New Shift' }).click();
      await toastWith(page, 'Shift Started').waitFor();
      const startCard = page.getByTestId('shift-question-card').filter({ hasText: 'Shift Start Questions' });
      await startCard.getByRole('button', { name: 'Shift Start Questions (3)' }).waitFor();
      expect(await startCard.getByTestId('shift-question').count()).toBe(3);
      expect(await startCard.getByText('Required', { exact: true }).count()).toBe(2);

      // A reload keeps the card as the guard left it, open or closed (remembered per shift).
      const startToggle = startCard.getByRole('button', { name: 'Shift Start Questions (3)' });
      await page.reload();
      await startToggle.waitFor();
      expect(await startToggle.getAttribute('aria-expanded')).toBe('true');
      await startToggle.click();
      await expect.poll(() => startToggle.getAttribute('aria-expanded')).toBe('false');
      await page.reload();
      await startToggle.waitFor();
      expect(await startToggle.getAttribute('aria-expanded')).toBe('false');
      await startToggle.click();
      await startCard.getByTestId('shift-question').first().waitFor();

      // Every start type, with No and 0 as real answers.
      const radio = startCard.getByRole('group', { name: 'Radio and flashlight checked?' });
      await radio.getByRole('button', { name: 'No', exact: true }).click();
      expect(await radio.getByRole('button', { name: 'No', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await radio.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe(
        'false',
      );
      await startCard
        .getByLabel('Weather conditions at start of shift')
        .fill('Clear, light wind from the NW');
      await startCard.getByLabel('Number of vehicles in the lot').fill('0');
      await fullScreenshot(page, '41-shift-start-questions');
      await startCard.getByRole('button', { name: 'Save Answers' }).click();
      await toastWith(page, 'Your responses have been saved.').waitFor();
      await startCard.waitFor({ state: 'detached' });

      const { shift } = (await (await callApi(page, shiftsApi.active, {})).json()) as { shift: Shift };
      expect(shift.marinaId).toBe(marina.guid);
      const started = (await (
        await callApi(page, shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })
      ).json()) as ShiftAnswer[];
      const byText = (text: string) => started.find((a) => a.question.questionText === text);
      expect(byText('Radio and flashlight checked?')?.answerBoolean).toBe(false);
      expect(Number(byText('Number of vehicles in the lot')?.answerNumber)).toBe(0);
      expect(byText('Number of vehicles in the lot')?.answerNumber).not.toBeNull();
      expect(byText('Weather conditions at start of shift')?.answerText).toBe(
        'Clear, light wind from the NW',
      );

      // Active: start time and elapsed time; the end questions wait, closed.
      const activeCard = page.getByTestId('active-shift-card');
      await activeCard.waitFor();
      expect(await activeCard.getByTestId('shift-elapsed').textContent()).toMatch(/^0h 0\dm/);
      await activeCard.getByText('Started', { exact: false }).waitFor();
      const endCard = page.getByTestId('shift-question-card').filter({ hasText: 'Shift End Questions' });
      const endToggle = endCard.getByRole('button', { name: 'Shift End Questions (3)' });
      await endToggle.waitFor();
      expect(await endToggle.getAttribute('aria-expanded')).toBe('false');
      expect(await accessibilityProblems(page)).toEqual([]);
      await fullScreenshot(page, '42-shift-active');

      // End Shift asks the end questions first.
      await activeCard.getByRole('button', { name: 'End Shift' }).click();
      await page.getByTestId('end-questions-notice').waitFor();
      await endCard.getByTestId('end-questions-save-notice').waitFor();
      expect(await endToggle.getAttribute('aria-expanded')).toBe('true');
      const gates = endCard.getByRole('group', { name: 'All gates locked at end of shift?' });
      await gates.getByRole('button', { name: 'Yes', exact: true }).click();
      await endCard
        .getByLabel('Incidents or observations during the shift')
        .fill('Quiet night. Dock B light flickering, reported to maintenance.');
      await endCard.getByRole('button', { name: 'Set to now' }).click();
      expect(await endCard.getByLabel('Time of last patrol round').inputValue()).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
      );
      expect(await accessibilityProblems(page)).toEqual([]);
      await fullScreenshot(page, '43-shift-end-questions');

      // Saving them ends the shift.
      await endCard.getByRole('button', { name: 'Save Answers' }).click();
      await toastWith(page, 'Shift Ended').waitFor();
      await noShift.getByText('Last shift date', { exact: true }).waitFor();
      expect(await noShift.getByTestId('last-shift-date').textContent()).toBe(
        await page.evaluate(() =>
          new Date().toLocaleDateString([], {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            year: 'numeric',
          }),
        ),
      );
      const ended = (await (
        await callApi(page, shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })
      ).json()) as ShiftAnswer[];
      expect(ended).toHaveLength(6);
      const gatesAnswer = ended.find((a) => a.question.questionText === 'All gates locked at end of shift?');
      expect(gatesAnswer?.answerBoolean).toBe(true);
      expect(ended.find((a) => a.question.questionType === 'timestamp')?.answerTimestamp).toMatch(/^\d{4}-/);
      expect(
        ((await (await callApi(page, shiftsApi.active, {})).json()) as { shift: null }).shift,
      ).toBeNull();
      await fullScreenshot(page, '44-shift-ended');

      expect(errors).toEqual([]);
    } finally {
      await endActiveShift(page);
      await context.close();
    }
  });
});
