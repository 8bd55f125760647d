/**
 * The shift screens in Spanish at the phone viewport (decision 0043): the dashboard's shift card,
 * the shift questions, the end-shift warning, the shift summary (screen and print) and the tour
 * exception report, with no English text of the catalogue left and nothing overflowing sideways.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesApi } from '#core/issues/issues.api.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import type { Shift, ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { es } from '#web/locales/index.ts';
import { apiGlob, apiResult, callApi } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { closeOpenOccupancyChecklist, createIssueViaApi } from './support/issues-checklists.ts';
import {
  checkInViaApi,
  currentMarinaId,
  locationNamed,
  marinaLocations,
  runTag,
} from './support/locations.ts';
import { createMeterRead } from './support/meters.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { closeToasts, endActiveShift, toastWith } from './support/shifts.ts';
import { englishOnly, expectNoOverflow, newSpanishPage } from './support/spanish.ts';
import { createTourViaApi, isoWeekdayInDays } from './support/tours.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const s = es.shifts;
const r = es.tourReports;

/**
 * English on these screens that is not this area's to translate: the demo's 'Main Gate' (the
 * shell's 'Main'), and the tour-runs area's minutes between scans ('2–6 min, average 4'),
 * converted with that area's screens.
 */
const NOT_THIS_AREA = new Set(['Main', ', average']);
const english = englishOnly().filter((text) => !NOT_THIS_AREA.has(text));

/** The tour-runs area's run status badge (see below). */
const BADGE =
  ':is([data-testid="summary-tour-run"], [data-testid="report-run"]) span.shrink-0.whitespace-nowrap.rounded-full';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * No English catalogue text in the region, as a whole word ('Guard', not the 'Guard' of
 * 'Guardar'), text hidden on screen (the print-only lines, a closed section) included. The run
 * status badge belongs to the tour-runs area, converted with its own screens; its words
 * ('Completed', 'Missed'…) are also words of this area's, so the badges are left out and
 * everything else is checked.
 */
async function expectSpanishHere(region: Locator, name: string) {
  const text = await region.evaluate((element, badge) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(badge)) parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  }, BADGE);
  expect(
    english.filter((piece) => new RegExp(`(?<!\\p{L})${escapeRegExp(piece)}(?!\\p{L})`, 'u').test(text)),
    `${name}: ${text}`,
  ).toEqual([]);
}

/**
 * Both Spanish checks on a screen (its main region), with a screenshot of the whole page; or on
 * the regions given (cards of the dashboard), with a screenshot of the phone's screen from the
 * first of them.
 */
async function check(page: Page, name: string, regions?: Locator[]) {
  for (const region of regions ?? [page.locator('main')]) await expectSpanishHere(region, name);
  await expectNoOverflow(page, name);
  // The first region at the top of the screen, below the sticky header.
  if (regions)
    await regions[0]!.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
  await screenshot(page, `es-shifts-${name}`, { fullPage: !regions });
}

async function answerAllBy(page: Page, shiftId: string, marinaId: string, isPreShift: boolean) {
  const questions = (await (
    await callApi(page, shiftQuestionsApi.list, { query: { marinaId, isPreShift } })
  ).json()) as ShiftQuestion[];
  await apiResult(page, shiftQuestionsApi.saveAnswers, {
    body: {
      shiftId,
      answers: questions.map((q) => ({
        questionId: q.guid,
        answerText: q.questionType === 'text_short' || q.questionType === 'text_long' ? 'Despejado' : null,
        answerNumber: q.questionType === 'number' ? '3' : null,
        answerBoolean: q.questionType === 'yes_no' ? true : null,
        answerTimestamp: q.questionType === 'timestamp' ? new Date().toISOString() : null,
      })),
    },
  });
}

describe('the shift screens in Spanish', () => {
  it(
    'runs a shift: card, questions, summary, print and the end-shift warning (staff)',
    async () => {
      const { page, context, errors } = await newSpanishPage(browser, 'staff');
      try {
        await endActiveShift(page);
        const marinaId = await currentMarinaId(page);
        await page.goto('/');
        await page.getByRole('heading', { name: es.dashboard.title, exact: true }).waitFor();

        // No shift: the last shift's date, Start New Shift, View Last Shift Summary.
        const noShift = page.getByTestId('no-shift-card');
        await noShift.getByText(s.none.lastDate, { exact: true }).waitFor();
        await noShift.getByRole('link', { name: s.none.viewLast }).waitFor();
        await check(page, '01-no-shift', [noShift]);

        // Start: the start questions open, each with its input; a bad number is refused.
        await noShift.getByRole('button', { name: s.none.start }).click();
        await toastWith(page, s.panel.started).waitFor();
        const startCard = page.getByTestId('shift-question-card').filter({ hasText: s.questions.startTitle });
        await startCard.getByRole('button', { name: `${s.questions.startTitle} (3)` }).waitFor();
        expect(await startCard.getByText(s.field.required, { exact: true }).count()).toBe(2);
        const radio = startCard.getByRole('group', { name: 'Radio and flashlight checked?' });
        await radio.getByRole('button', { name: s.answer.no, exact: true }).click();
        await startCard.getByLabel('Number of vehicles in the lot').fill('12.34567');
        await startCard.getByRole('button', { name: s.questions.save }).click();
        await startCard.getByText(s.answer.numberInvalid).waitFor();
        await closeToasts(page);
        await check(page, '02-start-questions', [startCard]);
        await startCard.getByLabel('Number of vehicles in the lot').fill('0');
        await startCard.getByLabel('Weather conditions at start of shift').fill('Despejado, viento suave');
        await startCard.getByRole('button', { name: s.questions.save }).click();
        await toastWith(page, s.questions.savedDescription).waitFor();
        await startCard.waitFor({ state: 'detached' });

        // Active: when it started, the time on shift, Shift Summary and End Shift.
        const activeCard = page.getByTestId('active-shift-card');
        await activeCard.getByText(s.active.elapsed, { exact: true }).waitFor();
        expect(await activeCard.getByTestId('shift-elapsed').textContent()).toMatch(
          new RegExp(`^0${s.active.hoursUnit} 0\\d${s.active.minutesUnit}`),
        );
        await page
          .getByTestId('shift-question-card')
          .getByRole('button', { name: `${s.questions.endTitle} (3)` })
          .waitFor();
        await closeToasts(page);
        await check(page, '03-shift-active', [activeCard, page.getByTestId('shift-question-card')]);

        // The shift's work, through the API: check-ins, meter reads, an issue, an occupancy checklist.
        const { shift } = (await (await callApi(page, shiftsApi.active, {})).json()) as { shift: Shift };
        const tag = runTag();
        for (const name of ['Main Gate', 'Bathhouse']) {
          await checkInViaApi(page, (await locationNamed(page, name)).guid);
        }
        const slip = await locationNamed(page, 'B-01L');
        await createMeterRead(page, slip.guid, 'power', { reading: '4321.500', notes: `Tapa rota ${tag}` });
        await createMeterRead(page, slip.guid, 'water', { reading: null });
        const dock = await locationNamed(page, 'Dock B');
        const issue = await createIssueViaApi(page, {
          title: `Cornamusa suelta ${tag}`,
          locationId: dock.guid,
        });
        // Its change is stored in the server's English ('Priority: Medium → High'); the summary says it in Spanish.
        await apiResult(page, issuesApi.replace, {
          params: { guid: issue.guid },
          body: { marinaId, priority: 'high' },
        });
        await closeOpenOccupancyChecklist(page, dock.guid);
        const slips = (await marinaLocations(page)).filter((l) => l.parentId === dock.guid);
        const checklist = await apiResult(page, occupancyApi.start, {
          body: {
            guid: crypto.randomUUID(),
            locationId: dock.guid,
            marinaId,
          },
        });
        await apiResult(page, occupancyApi.check, {
          body: {
            checklistId: checklist.guid,
            locationId: slips[0]!.guid,
            marinaId,
          },
        });
        await apiResult(page, occupancyApi.finalize, {
          params: { guid: checklist.guid },
          body: { marinaId },
        });

        // The summary of the active shift, every section loaded.
        await activeCard.getByRole('link', { name: s.active.summary }).click();
        await page.getByRole('heading', { name: s.summary.title, exact: true }).waitFor();
        await page.getByText(s.summary.header.inProgress, { exact: true }).waitFor();
        for (const id of [
          'summary-check-ins',
          'summary-occupancy',
          'summary-meter-reads',
          'summary-issues-notes',
        ]) {
          await page.getByTestId(id).locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
        }
        const occupancy = page.getByTestId('summary-occupancy');
        await occupancy
          .locator('[data-location="Dock B"]')
          .getByText(
            es.activity.card.occupancyFinalized
              .replace('{{present}}', '1')
              .replace('{{notPresent}}', String(slips.length - 1))
              .replace('{{total}}', String(slips.length)),
          )
          .waitFor();
        const meters = page.getByTestId('summary-meter-reads');
        expect(await meters.locator('[data-parent="Dock B"] h4').allTextContents()).toEqual([
          s.summary.meterReads.type.power,
          s.summary.meterReads.type.water,
        ]);
        await meters.getByText(s.summary.meterReads.needsTranscription).waitFor();
        await page
          .getByTestId('summary-issues-notes')
          .getByText(s.summary.issuesNotes.issueCreated)
          .waitFor();
        const questions = page.getByTestId('summary-questions');
        const radioAnswer = questions.locator('[data-question="Radio and flashlight checked?"]');
        expect(await radioAnswer.getByTestId('answer-value').textContent()).toBe(s.answer.no);
        await closeToasts(page);
        await check(page, '04-summary');

        // Inline edit: a blank answer is refused in Spanish.
        const weather = questions.locator('[data-question="Weather conditions at start of shift"]');
        await weather
          .getByRole('button', { name: `${s.answer.editLabel.replace('{{question}}', '')}` })
          .click();
        const editing = questions.locator('[data-editing="true"]');
        await editing.getByRole('textbox').fill('   ');
        await editing.getByRole('button', { name: s.answer.save, exact: true }).click();
        await editing.getByText(s.answer.fieldRequired).waitFor();
        await editing.scrollIntoViewIfNeeded();
        await expectSpanishHere(questions, 'edit answer');
        await expectNoOverflow(page, 'edit answer');
        await screenshot(page, 'es-shifts-05-edit-answer', { fullPage: false });
        await editing.getByRole('button', { name: es.common.cancel }).click();

        // On paper: the letterhead and every section, in Spanish.
        await page.emulateMedia({ media: 'print' });
        const letterhead = page.getByTestId('print-letterhead');
        await letterhead.getByText(s.summary.letterhead.title).waitFor();
        await letterhead
          .getByText(s.summary.letterhead.inProgress.replace('{{start}}', '').trim(), { exact: false })
          .waitFor();
        await expectSpanishHere(page.locator('main'), 'summary print');
        await screenshot(page, 'es-shifts-06-summary-print');
        await page.emulateMedia({ media: 'screen' });

        // End Shift asks the end questions first; their answers are kept on the phone without a
        // connection, and End Shift warns that they wait to be sent.
        await page.goto('/');
        await activeCard.getByRole('button', { name: s.active.endShift }).click();
        await page.getByTestId('end-questions-notice').getByText(s.panel.endNotice).waitFor();
        const endCard = page.getByTestId('shift-question-card').filter({ hasText: s.questions.endTitle });
        await endCard.getByText(s.panel.saveEndsNotice).waitFor();
        await endCard
          .getByRole('group', { name: 'All gates locked at end of shift?' })
          .getByRole('button', { name: s.answer.yes, exact: true })
          .click();
        await endCard.getByRole('button', { name: s.field.setNow }).click();
        await check(page, '07-end-questions', [activeCard, endCard]);

        expectFailedRequests(page, {
          method: shiftQuestionsApi.saveAnswers.method,
          path: shiftQuestionsApi.saveAnswers.path,
          status: 'failed',
        });
        await page.route(apiGlob(shiftQuestionsApi.saveAnswers), (route) =>
          route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
        );
        await endCard.getByRole('button', { name: s.questions.save }).click();
        await toastWith(page, s.questions.queuedDescription).waitFor();
        const warning = page.getByRole('dialog', { name: es.shell.offline.waitingTitle });
        await warning
          .getByText(
            s.endDialog.text_one.replace(
              '{{waiting}}',
              es.shell.offline.entriesWaiting_one.replace('{{count}}', '1'),
            ),
          )
          .waitFor();
        await expectSpanishHere(warning, 'end-shift warning');
        await expectNoOverflow(page, 'end-shift warning');
        await screenshot(page, 'es-shifts-08-end-warning', { fullPage: false });
        await page.unroute(apiGlob(shiftQuestionsApi.saveAnswers));
        await warning.getByRole('button', { name: s.endDialog.endAnyway }).click();
        await toastWith(page, s.panel.ended).waitFor();
        await page.getByTestId('no-shift-card').waitFor();
        expect(
          ((await (await callApi(page, shiftsApi.active, {})).json()) as { shift: Shift | null }).shift,
        ).toBeNull();

        // The summary without a shift: the last one, and its answers.
        await page.goto('/shift-summary');
        await page.getByText(s.summary.header.last, { exact: true }).waitFor();
        const previous = page.getByTestId('summary-previous-questions');
        await previous.getByText(s.summary.questions.beginning).waitFor();
        await page.getByText(s.summary.header.lookback.replace('{{hours}}', '20')).waitFor();
        await closeToasts(page);
        await page
          .getByTestId('issue-note')
          .getByText(
            es.activity.issueChange.priority
              .replace('{{from}}', es.issues.priority.medium)
              .replace('{{to}}', es.issues.priority.high),
            { exact: true },
          )
          .first()
          .waitFor();
        await check(page, '09-summary-no-shift');
        expect(shift.guid).toBeTruthy();
        expect(errors).toEqual([]);
      } finally {
        await endActiveShift(page);
        await context.close();
      }
    },
    paced(120_000),
  );

  it(
    "shows a run's missed checkpoint in the summary and the exception report (admin)",
    async () => {
      const { page, context, errors } = await newSpanishPage(browser, 'admin');
      const marinaId = await currentMarinaId(page);
      const [first, second] = sortByName(await marinaLocations(page));
      const tour = await createTourViaApi(page, {
        marinaId,
        name: `Ronda del muelle ${runTag()}`,
        checkpointIds: [first!.guid, second!.guid],
        ordered: true,
        durationMinutes: 30,
        schedule: { times: ['03:17'], weekdays: [isoWeekdayInDays()] },
      });
      try {
        await endActiveShift(page);
        const shift = await apiResult(page, shiftsApi.start, {
          body: { marinaId, guid: crypto.randomUUID() },
        });
        await answerAllBy(page, shift.guid, marinaId, true);
        const run = await apiResult(page, tourRunsApi.start, {
          params: { guid: tour.guid },
          body: {
            guid: crypto.randomUUID(),
          },
        });
        await checkInViaApi(page, first!.guid);
        await apiResult(page, tourRunsApi.finish, { params: { guid: run.guid } });

        // The summary's tour runs: the missed checkpoint in words, the way to the report.
        await page.goto('/shift-summary');
        const section = page.getByTestId('summary-tour-runs');
        const item = section.getByTestId('summary-tour-run').filter({ hasText: tour.name });
        await item.waitFor();
        expect(await item.textContent()).toContain(
          r.run.checkpoints.replace('{{scanned}}', '1').replace('{{total}}', '2'),
        );
        expect(await item.locator('[data-result="missed"]').textContent()).toContain(
          `2. ${second!.name} ${r.checkpoints.missed}`,
        );
        await section.getByRole('link', { name: s.summary.tourRuns.report, exact: true }).waitFor();
        await item.scrollIntoViewIfNeeded();
        await expectSpanishHere(section, 'summary tour runs');
        await expectNoOverflow(page, 'summary tour runs');
        await screenshot(page, 'es-shifts-10-summary-tour-runs', { fullPage: false });

        // The report: totals, per tour and guard, the runs, the filters.
        await endActiveShift(page);
        await section.getByRole('link', { name: s.summary.tourRuns.report, exact: true }).click();
        await page.getByRole('heading', { name: r.page.title, exact: true }).waitFor();
        const totals = page.getByTestId('report-totals');
        await totals.getByText(r.totals.title, { exact: true }).waitFor();
        await page.getByTestId('report-tours').locator(`tr[data-name="${tour.name}"]`).waitFor();
        const card = page.getByTestId('report-run').filter({ hasText: tour.name });
        expect(await card.locator('[data-result="missed"]').textContent()).toContain(r.checkpoints.missed);
        await expectSpanishHere(page.locator('main'), 'report');
        await expectNoOverflow(page, 'report');
        await screenshot(page, 'es-shifts-11-report');
        await page.getByTestId('report-tours').scrollIntoViewIfNeeded();
        await screenshot(page, 'es-shifts-12-report-tables', { fullPage: false });

        await page.getByText(r.page.allRuns, { exact: true }).click();
        await page.getByLabel(r.filters.tour, { exact: true }).selectOption({ label: tour.name });
        await page.getByTestId('report-period').filter({ hasText: tour.name }).waitFor();
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="report-run"]').length === 1,
        );
        await expectSpanishHere(page.locator('main'), 'report of one tour');

        await page.getByLabel(r.filters.from, { exact: true }).fill('2026-03-10');
        await page.getByLabel(r.filters.to, { exact: true }).fill('2026-03-01');
        await page.getByText(r.filters.fromAfterTo, { exact: true }).waitFor();
        await expectSpanishHere(page.locator('main'), 'report filter error');
        await screenshot(page, 'es-shifts-13-report-filter-error', { fullPage: false });

        await page.goto('/tour-exceptions');
        await totals.waitFor();
        await page.emulateMedia({ media: 'print' });
        await page.getByText(r.page.printTitle.replace('{{marina}}', ''), { exact: false }).waitFor();
        await expectSpanishHere(page.locator('main'), 'report print');
        await page.setViewportSize({ width: 794, height: 1123 });
        await screenshot(page, 'es-shifts-14-report-print');
        await page.emulateMedia({ media: 'screen' });
        await page.setViewportSize({ width: 390, height: 844 });

        // The user menu's way to the report.
        await page.goto('/');
        await page.getByRole('button', { name: es.dashboard.menu.open }).click();
        await page.getByRole('menuitem', { name: r.menuItem }).waitFor();
        await page.keyboard.press('Escape');
        expect(errors).toEqual([]);
      } finally {
        await endActiveShift(page);
        await apiResult(page, toursApi.remove, { params: { guid: tour.guid } });
        await context.close();
      }
    },
    paced(120_000),
  );

  it('tells staff in Spanish that the report is for admins', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    await page.goto('/tour-exceptions');
    await page.getByText(r.page.adminOnly, { exact: true }).waitFor();
    await check(page, '15-report-admins-only');
    expect(errors).toEqual([]);
    await context.close();
  });
});
