import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import type { Shift, ShiftAnswer, ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { apiGlob, apiResult, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { closeOpenOccupancyChecklist, createIssueViaApi } from './support/issues-checklists.ts';
import {
  checkInViaApi,
  currentMarinaId,
  locationNamed,
  marinaLocations,
  runTag,
} from './support/locations.ts';
import { createMeterRead, viewportScreenshot } from './support/meters.ts';
import { closeToasts, endActiveShift, toastWith } from './support/shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Starts a shift through the API (the e2e database is shared: any shift left running is ended first). */
async function startShift(page: Page): Promise<Shift> {
  await endActiveShift(page);
  return apiResult(page, shiftsApi.start, {
    body: {
      marinaId: await currentMarinaId(page),
      guid: crypto.randomUUID(),
    },
  });
}

/** Runs the occupancy checklist of a dock: start, mark children present, finalize. */
async function runOccupancyChecklist(page: Page, dockGuid: string, present: string[]): Promise<void> {
  const marinaId = await currentMarinaId(page);
  await closeOpenOccupancyChecklist(page, dockGuid);
  const checklist = await apiResult(page, occupancyApi.start, {
    body: {
      guid: crypto.randomUUID(),
      locationId: dockGuid,
      marinaId,
    },
  });
  for (const locationId of present) {
    await apiResult(page, occupancyApi.check, {
      body: { checklistId: checklist.guid, locationId, marinaId },
    });
  }
  await apiResult(page, occupancyApi.finalize, { params: { guid: checklist.guid }, body: { marinaId } });
}

async function openSummary(page: Page): Promise<void> {
  await page.goto('/shift-summary');
  await page.getByRole('heading', { name: 'Shift Summary', exact: true }).waitFor();
  await page.getByTestId('summary-header').waitFor();
  // Every section has loaded (its count is shown).
  for (const id of [
    'summary-check-ins',
    'summary-occupancy',
    'summary-meter-reads',
    'summary-issues-notes',
  ]) {
    await page.getByTestId(id).locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  }
}

const section = (page: Page, testId: string): Locator => page.getByTestId(testId);

describe('shift summary', () => {
  it('shows a shift that checked in, read meters, reported an issue and ran a dock checklist', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    try {
      const tag = runTag();
      const marinaId = await currentMarinaId(page);
      const shift = await startShift(page);

      // Beginning-of-shift answers, through the API.
      const questions = (await (
        await callApi(page, shiftQuestionsApi.list, { query: { marinaId, isPreShift: true } })
      ).json()) as ShiftQuestion[];
      const byText = (text: string) => questions.find((q) => q.questionText === text)!;
      await apiResult(page, shiftQuestionsApi.saveAnswers, {
        body: {
          shiftId: shift.guid,
          answers: [
            { questionId: byText('Radio and flashlight checked?').guid, answerBoolean: true },
            {
              questionId: byText('Weather conditions at start of shift').guid,
              answerText: 'Clear, light wind',
            },
            { questionId: byText('Number of vehicles in the lot').guid, answerNumber: '12' },
          ],
        },
      });

      // The rounds: Main Gate twice, the Bathhouse once.
      const gate = await locationNamed(page, 'Main Gate');
      const bathhouse = await locationNamed(page, 'Bathhouse');
      await checkInViaApi(page, gate.guid);
      await checkInViaApi(page, bathhouse.guid);
      await checkInViaApi(page, gate.guid);

      // A power and a water reading on Dock B's first slip.
      const slip = await locationNamed(page, 'B-01L');
      await createMeterRead(page, slip.guid, 'power', {
        reading: '4321.500',
        notes: `Meter cover cracked ${tag}`,
      });
      await createMeterRead(page, slip.guid, 'water', { reading: '88.25' });

      // An issue on Dock B, and Dock B's occupancy checklist with two slips present.
      const dock = await locationNamed(page, 'Dock B');
      await createIssueViaApi(page, { title: `Loose cleat ${tag}`, locationId: dock.guid });
      const slips = (await marinaLocations(page)).filter((l) => l.parentId === dock.guid);
      await runOccupancyChecklist(
        page,
        dock.guid,
        slips.slice(0, 2).map((l) => l.guid),
      );

      await openSummary(page);
      await page.getByText('Shift in progress').waitFor();
      const start = new Date(shift.startTime);
      const startDate = start.toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      expect(await page.getByTestId('summary-shift-start').textContent()).toBe(startDate);
      await page
        .getByTestId('summary-header')
        .getByText(start.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }))
        .waitFor();

      // Check-Ins: per location by name, times ascending.
      const groups = section(page, 'summary-check-ins').getByTestId('check-in-group');
      expect(await groups.evaluateAll((els) => els.map((e) => e.getAttribute('data-location')))).toEqual([
        'Bathhouse',
        'Main Gate',
      ]);
      const gateTimes = await groups.nth(1).getByRole('listitem').allTextContents();
      expect(gateTimes).toHaveLength(2);
      const minutes = (t: string) => new Date(`2000-01-01 ${t}`).getTime();
      expect(minutes(gateTimes[0]!)).toBeLessThanOrEqual(minutes(gateTimes[1]!));

      // Occupancy: Dock B finalized with its comment; the other docks not started, with a link.
      const dockRow = section(page, 'summary-occupancy').locator('[data-location="Dock B"]');
      await dockRow.getByText('Finalized', { exact: true }).waitFor();
      await dockRow
        .getByText(
          `Occupancy checklist finalized: 2 present, ${slips.length - 2} not present of ${slips.length}`,
        )
        .waitFor();
      const dockA = section(page, 'summary-occupancy').locator('[data-location="Dock A"]');
      await dockA.getByText('Not started', { exact: true }).waitFor();
      const dockALocation = await locationNamed(page, 'Dock A');
      expect(await dockA.getByRole('link', { name: 'View Location Dock A' }).getAttribute('href')).toBe(
        `/location/${dockALocation.guid}`,
      );

      // Meter Reads: Dock B, by capitalised meter type, each line location, time, reading, comment.
      const meterGroup = section(page, 'summary-meter-reads').locator('[data-parent="Dock B"]');
      expect(await meterGroup.locator('h4').allTextContents()).toEqual(['Power', 'Water']);
      const powerLine = meterGroup.getByTestId('meter-line').filter({ hasText: '4321.5' });
      await powerLine.getByText('B-01L').waitFor();
      await powerLine.getByText(`Meter cover cracked ${tag}`).waitFor();
      await meterGroup.getByTestId('meter-line').filter({ hasText: '88.25' }).waitFor();

      // Issues & Notes: the reported issue.
      await section(page, 'summary-issues-notes').getByText(`Loose cleat ${tag}`).waitFor();
      await section(page, 'summary-issues-notes').getByText('Issue reported').waitFor();

      // Shift Questions: the start answers, and the end-of-shift form.
      const questionsSection = section(page, 'summary-questions');
      const weather = questionsSection.locator('[data-question="Weather conditions at start of shift"]');
      expect(await weather.getByTestId('answer-value').textContent()).toBe('Clear, light wind');
      expect(
        await questionsSection
          .locator('[data-question="Radio and flashlight checked?"]')
          .getByTestId('answer-value')
          .textContent(),
      ).toBe('Yes');
      const endCard = questionsSection
        .getByTestId('shift-question-card')
        .filter({ hasText: 'Shift End Questions' });
      await endCard.getByRole('button', { name: 'Save Answers' }).waitFor();
      expect(await endCard.getByText('Required', { exact: true }).count()).toBe(2);

      expect(await accessibilityProblems(page)).toEqual([]);
      await viewportScreenshot(page, '70-shift-summary-top');
      await screenshot(page, '71-shift-summary-full');

      // Inline edit: Cancel keeps the answer; a blank answer is refused; Save updates it.
      await weather.getByRole('button', { name: /^Edit/ }).click();
      const editing = questionsSection.locator('[data-editing="true"]');
      const box = editing.getByRole('textbox');
      expect(await box.inputValue()).toBe('Clear, light wind');
      await box.fill('Fog rolling in');
      await editing.getByRole('button', { name: 'Cancel' }).click();
      expect(await weather.getByTestId('answer-value').textContent()).toBe('Clear, light wind');

      await weather.getByRole('button', { name: /^Edit/ }).click();
      await box.fill('   ');
      await editing.getByRole('button', { name: 'Save' }).click();
      await editing.getByText('This field is required').waitFor();
      await box.fill('Fog rolling in, visibility 200 m');
      await screenshot(page, '72-shift-summary-edit-answer');
      await editing.getByRole('button', { name: 'Save' }).click();
      await toastWith(page, 'Answer Updated').waitFor();
      await editing.waitFor({ state: 'detached' });
      await expect
        .poll(() => weather.getByTestId('answer-value').textContent())
        .toBe('Fog rolling in, visibility 200 m');
      const stored = (await (
        await callApi(page, shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })
      ).json()) as ShiftAnswer[];
      expect(stored.find((a) => a.question.questionText.startsWith('Weather'))?.answerText).toBe(
        'Fog rolling in, visibility 200 m',
      );
      await closeToasts(page);

      // A refused save says so and stays in edit mode.
      await page.route(apiGlob(shiftQuestionsApi.updateAnswer), (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await weather.getByRole('button', { name: /^Edit/ }).click();
      await box.fill('Rain');
      await editing.getByRole('button', { name: 'Save' }).click();
      await toastWith(page, 'Failed to save answer. Please try again.').waitFor();
      await page.unroute(apiGlob(shiftQuestionsApi.updateAnswer));
      await page.route(apiGlob(shiftQuestionsApi.updateAnswer), (route) =>
        route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
      );
      await editing.getByRole('button', { name: 'Save' }).click();
      await toastWith(page, 'Answer not found for editing.').waitFor();
      await page.unroute(apiGlob(shiftQuestionsApi.updateAnswer));
      await editing.getByRole('button', { name: 'Cancel' }).click();
      await closeToasts(page);

      // The end-of-shift form saves its answers.
      await endCard.getByRole('button', { name: 'Yes' }).click();
      await endCard.getByRole('button', { name: 'Set to now' }).click();
      await endCard.getByRole('button', { name: 'Save Answers' }).click();
      await toastWith(page, 'Answers Saved').waitFor();
      await questionsSection
        .locator('[data-question="All gates locked at end of shift?"]')
        .getByTestId('answer-value')
        .waitFor();
      await closeToasts(page);

      // Print: a collapsed section is printed all the same, without navigation or buttons.
      await section(page, 'summary-check-ins')
        .getByRole('button', { name: /Check-Ins/ })
        .click();
      expect(await groups.first().isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await groups.first().isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Save Answers' }).isVisible()).toBe(false);
      const letterhead = page.getByTestId('print-letterhead');
      await letterhead.getByText('Daily Activity Report').waitFor();
      await letterhead.getByText('Bayside Marina', { exact: false }).waitFor();
      await letterhead.getByText('Sam Carter').waitFor();
      await letterhead.getByText(/in progress/).waitFor();
      await screenshot(page, '73-shift-summary-print');
      // The same at the width of a sheet of Letter paper inside its margins.
      await page.setViewportSize({ width: 726, height: 940 });
      await screenshot(page, '74-shift-summary-print-paper');
      await page.setViewportSize({ width: 390, height: 844 });
      // One sheet of paper.
      const pdf = await page.pdf({ format: 'Letter', printBackground: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
      await page.emulateMedia({ media: 'screen' });

      // Ended: the previous shift's answers, and the last 20 hours still hold the rounds.
      await endActiveShift(page);
      await openSummary(page);
      await page.getByText('Last shift', { exact: true }).waitFor();
      const previous = section(page, 'summary-previous-questions');
      await previous.getByText('Fog rolling in, visibility 200 m').waitFor();
      await previous.getByText('Yes').first().waitFor();
      expect(await previous.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
      await section(page, 'summary-check-ins').locator('[data-location="Main Gate"]').waitFor();
      await viewportScreenshot(page, '75-shift-summary-no-shift');
      expect(errors).toEqual([]);
    } finally {
      await endActiveShift(page);
    }
  });

  it('offers the next step where a new shift has nothing yet', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    try {
      await startShift(page);
      await openSummary(page);
      const checkIns = section(page, 'summary-check-ins');
      expect(await checkIns.getByRole('link', { name: 'Start Patrol' }).getAttribute('href')).toBe(
        '/locations',
      );
      const meters = section(page, 'summary-meter-reads');
      expect(await meters.getByRole('link', { name: 'Record Meter Reads' }).getAttribute('href')).toBe(
        '/locations',
      );
      const occupancy = section(page, 'summary-occupancy');
      expect(await occupancy.getByRole('link', { name: 'View Checklists' }).getAttribute('href')).toBe(
        '/checklists',
      );
      // Every target is big enough for a thumb.
      for (const link of [
        checkIns.getByRole('link', { name: 'Start Patrol' }),
        meters.getByRole('link', { name: 'Record Meter Reads' }),
        occupancy.getByRole('link', { name: 'View Checklists' }),
      ]) {
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await screenshot(page, '76-shift-summary-empty');
      expect(errors).toEqual([]);
    } finally {
      await endActiveShift(page);
    }
  });
});
