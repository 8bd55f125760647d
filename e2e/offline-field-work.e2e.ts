import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import type { ChecklistInstance, OccupancyCheck } from '#core/checklists/checklist.schema.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import type { Shift, ShiftAnswer } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { apiGlob, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  loginThroughForm,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import {
  closeOpenOccupancyChecklist,
  issuesViaApi,
  occupancyChecklistsViaApi,
} from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import {
  phoneProfiles,
  type QueuedEntry,
  readOutbox,
  waitForServiceWorker,
  watchKeptReads,
} from './support/offline.ts';
import { paced } from './support/pace.ts';
import { endActiveShift, toastWith } from './support/shifts.ts';

/**
 * Issue 8: the rest of a shift in airplane mode — an issue, an occupancy checklist (start, ticks,
 * an untick, finalize), a checklist's items and the shift questions — shown at once as waiting
 * to sync, kept through a reload and a browser restart, and sent once, in order, when the
 * network returns.
 */

const phones = phoneProfiles();

const badge = (page: Page) => page.getByTestId('sync-badge');
const waiting = (page: Page, n: number) => badge(page).getByText(`${n} waiting to sync`).waitFor();
const occupancyCard = (page: Page, name: string) =>
  page.locator(`[data-testid="occupancy-checklist"][data-location="${name}"]`);

/** A checklist template made by an admin (the demo seeds none), uniquely named. */
async function makeTemplate(marinaId: string, name: string, items: string[]): Promise<void> {
  const browser = await launchBrowser();
  try {
    const { page } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const created = await callApi(page, checklistsAdminApi.create, {
      body: { marinaId, name, description: 'Offline round', items },
    });
    expect(created.status()).toBe(201);
  } finally {
    await browser.close();
  }
}

/** Opens a screen and lets its answers land in IndexedDB, so it can be shown offline. */
async function visit(page: Page, path: string, ready: string): Promise<void> {
  const kept = await watchKeptReads(page);
  await page.goto(path);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await kept();
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Closes every toast on screen, one after another (saves made offline queue several). */
async function closeToasts(page: Page): Promise<void> {
  for (let i = 0; i < 5 && (await page.locator('.toast').count()) > 0; i++) {
    // The toast this closes, gone from the page before the next (it may close by itself meanwhile).
    const toast = await page.locator('.toast').first().elementHandle();
    await page
      .locator('.toast')
      .getByRole('button', { name: 'Close' })
      .first()
      .click({ timeout: paced(2000) })
      .catch(() => {});
    if (toast) await page.waitForFunction((element) => !element.isConnected, toast);
  }
  await page.mouse.move(0, 0);
}

const entryOf = (queued: QueuedEntry[], kind: string) => queued.filter((entry) => entry.kind === kind);

describe('field work in airplane mode', () => {
  it(
    'queues an issue, an occupancy checklist, checklist items and shift answers, and syncs each once',
    async () => {
      let { context: ctx, page, profile } = await phones.open();
      await loginThroughForm(page, 'staff');
      await waitForServiceWorker(page);
      const marinaId = await currentMarinaId(page);
      const boathouse = await locationNamed(page, 'North Boathouse');
      await closeOpenOccupancyChecklist(page, boathouse.guid);
      await endActiveShift(page);
      const started = await callApi(page, shiftsApi.start, { body: { marinaId } });
      expect(started.status()).toBe(201);
      const shift = (await started.json()) as Shift;
      const tag = runTag();
      const template = `Gate Round ${tag}`;
      const items = ['Lock the main gate', 'Check dock lights', 'Walk every dock'];
      await makeTemplate(marinaId, template, items);
      const issueTitle = `Loose cleat ${tag}`;

      // Online, the guard opens the screens once before walking onto the docks.
      // The card's count shows once its questions and the shift's answers are both on the phone.
      await visit(page, '/', 'Shift Start Questions (3)');
      await visit(page, '/issues', 'issues');
      await visit(page, '/checklists', template);
      await visit(page, `/location/${boathouse.guid}`, 'Activity Feed');

      await ctx.setOffline(true);

      // 1. An issue: listed at once, marked as waiting to sync. The app was open when the signal
      // went (no reload): the browser's 'offline' event must not hold the saves back.
      await nav(page, 'Issues').click();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Issue' });
      await dialog.getByLabel('Title').fill(issueTitle);
      await dialog.getByLabel('Location').selectOption(boathouse.guid);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await toastWith(page, 'Saved on this phone').waitFor();
      const issueCard = page.getByTestId('issue-card').filter({ hasText: issueTitle });
      await issueCard.getByText('Waiting to sync').waitFor();
      expect(await issueCard.textContent()).toContain('North Boathouse');
      await waiting(page, 1);
      await closeToasts(page);
      await screenshot(page, 'offline-10-issue-pending');
      expect(await accessibilityProblems(page), 'offline-10-issue-pending').toEqual([]);

      // 2. An occupancy checklist: start, tick three, untick one, finalize.
      await nav(page, 'Checklists').click();
      await page.getByRole('button', { name: 'Start occupancy checklist for North Boathouse' }).click();
      await toastWith(page, 'Saved on this phone').waitFor();
      const card = occupancyCard(page, 'North Boathouse');
      await card.getByText('Waiting to sync').waitFor();
      await card.getByRole('button', { name: /North Boathouse/ }).click();
      const box = (name: string) => card.getByRole('checkbox', { name });
      for (const slip of ['North-1', 'North-2', 'North-4']) {
        await box(slip).click();
        await expect.poll(() => box(slip).getAttribute('aria-checked')).toBe('true');
      }
      await box('North-2').click();
      await expect.poll(() => box('North-2').getAttribute('aria-checked')).toBe('false');
      await waiting(page, 6);
      expect(await card.getByTestId('occupancy-counts').locator('dd').allTextContents()).toEqual([
        '2',
        '2',
        '4',
      ]);
      await closeToasts(page);
      await screenshot(page, 'offline-11-occupancy-pending');
      expect(await accessibilityProblems(page), 'offline-11-occupancy-pending').toEqual([]);
      await card.getByRole('button', { name: 'Finalize' }).click();
      const finalize = page.getByRole('dialog', { name: 'Finalize Checklist' });
      expect(await finalize.getByTestId('present-list').locator('li').allTextContents()).toEqual([
        'North-1',
        'North-4',
      ]);
      await finalize.getByRole('button', { name: 'Finalize' }).click();
      await card.waitFor({ state: 'detached' });
      await waiting(page, 7);

      // 3. A checklist: start it, tick two items, untick one, tick another.
      await page
        .locator(`[data-testid="checklist-template"][data-name="${template}"]`)
        .getByRole('button', { name: `Start ${template}` })
        .click();
      const active = page.locator(`[data-testid="active-instance"][data-name="${template}"]`);
      await active.getByText('Waiting to sync').waitFor();
      await active.getByRole('link', { name: `Continue ${template}` }).click();
      await page.getByRole('heading', { name: template }).waitFor();
      for (const item of ['Lock the main gate', 'Check dock lights']) {
        await page.getByRole('checkbox', { name: item }).click();
        await expect
          .poll(() => page.getByRole('checkbox', { name: item }).getAttribute('aria-checked'))
          .toBe('true');
      }
      await page.getByRole('checkbox', { name: 'Check dock lights' }).click();
      await page.getByRole('checkbox', { name: 'Walk every dock' }).click();
      await page.getByText('67%').waitFor();
      await waiting(page, 12);
      await closeToasts(page);
      await screenshot(page, 'offline-12-checklist-pending');

      // 4. A note at the boathouse, and the shift start questions.
      await page.goto(`/location/${boathouse.guid}`);
      await page.getByLabel('Add Note').fill(`Door ajar ${tag}`);
      await page.getByRole('button', { name: 'Save Note' }).click();
      const feedCard = page
        .locator('[data-testid="activity-card"][data-pending]')
        .filter({ hasText: `Door ajar ${tag}` });
      await feedCard.getByText('Waiting to sync').waitFor();
      await nav(page, 'Home').click();
      const startCard = page.getByTestId('shift-question-card').filter({ hasText: 'Shift Start Questions' });
      const startToggle = startCard.getByRole('button', { name: 'Shift Start Questions (3)' });
      await startToggle.click();
      await expect.poll(() => startToggle.getAttribute('aria-expanded')).toBe('true');
      await startCard
        .getByRole('group', { name: 'Radio and flashlight checked?' })
        .getByRole('button', { name: 'Yes', exact: true })
        .click();
      await startCard.getByLabel('Weather conditions at start of shift').fill(`Fog ${tag}`);
      await startCard.getByLabel('Number of vehicles in the lot').fill('7');
      await startCard.getByRole('button', { name: 'Save Answers' }).click();
      await toastWith(page, 'Saved on this phone').waitFor();
      await startCard.waitFor({ state: 'detached' });
      await waiting(page, 14);
      await page
        .locator('[data-testid="activity-card"][data-pending]')
        .filter({ hasText: `Door ajar ${tag}` })
        .waitFor();
      await closeToasts(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'offline-13-dashboard-pending');
      expect(await accessibilityProblems(page), 'offline-13-dashboard-pending').toEqual([]);

      // Reload, then restart the browser, still offline: nothing is lost, all still shown.
      await page.reload();
      await waiting(page, 14);
      const queued = await readOutbox(page);
      expect(queued.map((entry) => entry.kind)).toEqual([
        'issue',
        'occupancy-checklist',
        'occupancy-check',
        'occupancy-check',
        'occupancy-check',
        'occupancy-check',
        'occupancy-finalize',
        'checklist',
        'checklist-items',
        'checklist-items',
        'checklist-items',
        'checklist-items',
        'note',
        'shift-answers',
      ]);
      ({ context: ctx, page } = await phones.open(profile));
      await ctx.setOffline(true);
      await page.goto('/issues');
      await waiting(page, 14);
      await page
        .getByTestId('issue-card')
        .filter({ hasText: issueTitle })
        .getByText('Waiting to sync')
        .waitFor();
      await page.goto('/checklists');
      await page
        .locator(`[data-testid="active-instance"][data-name="${template}"]`)
        .getByText('2/3')
        .waitFor();
      await page.locator('[data-testid="completed-entry"][data-name="North Boathouse"]').first().waitFor();
      expect(await readOutbox(page)).toEqual(queued);
      await page.getByTestId('sync-status').click();
      await page
        .getByRole('dialog', { name: 'Saved on this phone' })
        .getByText(issueTitle, { exact: false })
        .waitFor();
      await screenshot(page, 'offline-15-sync-list');
      await page.keyboard.press('Escape');

      // Back in signal: everything is sent, in order, once.
      await ctx.setOffline(false);
      await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: paced(60_000) });
      expect(await readOutbox(page)).toEqual([]);

      // The issue, once, dated by the phone (its issue_created activity).
      const [issueEntry] = entryOf(queued, 'issue');
      const issues = (await issuesViaApi(page)).filter((issue) => issue.guid === issueEntry!.guid);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ title: issueTitle, locationId: boathouse.guid, status: 'open' });
      const feed = (await (
        await callApi(page, activitiesApi.locationFeed, {
          params: { guid: boathouse.guid },
          query: { limit: 100 },
        })
      ).json()) as Activity[];
      const created = feed.filter((a) => a.issueId === issueEntry!.guid && a.type === 'issue_created');
      expect(created).toHaveLength(1);
      expect(new Date(created[0]!.timestamp!).toISOString()).toBe(issueEntry!.recordedAt);
      const [noteEntry] = entryOf(queued, 'note');
      const notes = feed.filter((a) => a.guid === noteEntry!.guid);
      expect(notes).toHaveLength(1);
      expect(new Date(notes[0]!.timestamp!).toISOString()).toBe(noteEntry!.recordedAt);

      // The occupancy checklist, once: started and finalized at the phone's times, the final ticks.
      const [startEntry] = entryOf(queued, 'occupancy-checklist');
      const [finalizeEntry] = entryOf(queued, 'occupancy-finalize');
      const checklists = (await occupancyChecklistsViaApi(page)).filter((c) => c.guid === startEntry!.guid);
      expect(checklists).toHaveLength(1);
      expect(checklists[0]).toMatchObject({
        started: startEntry!.recordedAt,
        finalized: finalizeEntry!.recordedAt,
        presentCount: 2,
        totalCount: 4,
      });
      const checks = (await (
        await callApi(page, occupancyApi.checks, { params: { checklistId: startEntry!.guid } })
      ).json()) as OccupancyCheck[];
      const slips = await Promise.all(['North-1', 'North-4'].map((name) => locationNamed(page, name)));
      expect(checks.map((c) => c.locationId).sort()).toEqual(slips.map((s) => s.guid).sort());
      for (const check of checks) {
        const tick = entryOf(queued, 'occupancy-check').findLast((e) => e.guid === check.guid);
        expect(check.checkedAt).toBe(tick!.recordedAt);
      }
      const finalized = feed.filter(
        (a) => a.type === 'checklist' && a.occupancyChecklistId === startEntry!.guid,
      );
      expect(finalized.map((a) => a.guid)).toEqual([finalizeEntry!.guid]);

      // The checklist, once, with the last ticks made on the phone.
      const [instanceEntry] = entryOf(queued, 'checklist');
      const instances = (
        (await (
          await callApi(page, checklistsApi.listInstances, { query: { marinaId } })
        ).json()) as ChecklistInstance[]
      ).filter((i) => i.guid === instanceEntry!.guid);
      expect(instances).toHaveLength(1);
      expect(instances[0]!.createdAt).toBe(instanceEntry!.recordedAt);
      expect(instances[0]!.completedItems.sort()).toEqual(['Lock the main gate', 'Walk every dock']);
      expect(instances[0]!.isCompleted).toBe(false);

      // The shift answers, each once, answered at the phone's time.
      const [answersEntry] = entryOf(queued, 'shift-answers');
      const answers = (await (
        await callApi(page, shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })
      ).json()) as ShiftAnswer[];
      const start = answers.filter((a) => a.question.isPreShift);
      expect(start).toHaveLength(3);
      for (const answer of start) expect(answer.answeredAt).toBe(answersEntry!.recordedAt);
      const byText = (text: string) => start.find((a) => a.question.questionText === text);
      expect(byText('Weather conditions at start of shift')?.answerText).toBe(`Fog ${tag}`);
      expect(Number(byText('Number of vehicles in the lot')?.answerNumber)).toBe(7);
      expect(byText('Radio and flashlight checked?')?.answerBoolean).toBe(true);

      // The screens now show the server's records, none waiting.
      await page.goto('/issues');
      await page.getByTestId('issue-card').filter({ hasText: issueTitle }).waitFor();
      expect(await page.getByTestId('pending-badge').count()).toBe(0);
    },
    paced(300_000),
  );

  it(
    'warns before ending a shift with entries waiting to sync, and sends them after',
    async () => {
      const { page } = await phones.open();
      await loginThroughForm(page, 'staff');
      const marinaId = await currentMarinaId(page);
      const office = await locationNamed(page, 'Marina Office');
      await endActiveShift(page);
      const started = await callApi(page, shiftsApi.start, { body: { marinaId } });
      const shift = (await started.json()) as Shift;
      // Every question answered, so End Shift goes straight to ending.
      const questions = [
        ...((await (
          await callApi(page, shiftQuestionsApi.list, { query: { marinaId, isPreShift: true } })
        ).json()) as {
          guid: string;
          questionType: string;
        }[]),
        ...((await (
          await callApi(page, shiftQuestionsApi.list, { query: { marinaId, isPreShift: false } })
        ).json()) as {
          guid: string;
          questionType: string;
        }[]),
      ];
      const answered = await callApi(page, shiftQuestionsApi.saveAnswers, {
        body: {
          shiftId: shift.guid,
          answers: questions.map((q) => ({
            questionId: q.guid,
            answerText: q.questionType === 'text_short' || q.questionType === 'text_long' ? 'ok' : null,
            answerNumber: q.questionType === 'number' ? '1' : null,
            answerBoolean: q.questionType === 'yes_no' ? true : null,
            answerTimestamp: q.questionType === 'timestamp' ? new Date().toISOString() : null,
          })),
        },
      });
      expect(answered.status()).toBe(200);

      // The connection to the API drops while a note is saved: it waits on the phone.
      const tag = runTag();
      await page.route(apiGlob(activitiesApi.create), (route) =>
        route.request().method() === activitiesApi.create.method
          ? route.abort('internetdisconnected')
          : route.fallback(),
      );
      await page.goto(`/location/${office.guid}`);
      await page.getByLabel('Add Note').fill(`Window open ${tag}`);
      await page.getByRole('button', { name: 'Save Note' }).click();
      await waiting(page, 1);
      await page.goto('/');
      const activeCard = page.getByTestId('active-shift-card');
      await activeCard.getByRole('button', { name: 'End Shift' }).click();
      const warning = page.getByRole('dialog', { name: 'Entries waiting to sync' });
      await warning
        .getByText(
          '1 entry is saved on this phone and not yet sent. End the shift anyway? They will still be sent when there is a connection.',
        )
        .waitFor();
      await closeToasts(page);
      await screenshot(page, 'offline-14-end-shift-warning');
      expect(await accessibilityProblems(page), 'offline-14-end-shift-warning').toEqual([]);

      // Cancel keeps the shift; End Shift Anyway ends it.
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await warning.waitFor({ state: 'detached' });
      expect(
        ((await (await callApi(page, shiftsApi.active, {})).json()) as { shift: Shift | null }).shift?.guid,
      ).toBe(shift.guid);
      await activeCard.getByRole('button', { name: 'End Shift' }).click();
      await warning.getByRole('button', { name: 'End Shift Anyway' }).click();
      await toastWith(page, 'Shift Ended').waitFor();
      await page.getByTestId('no-shift-card').waitFor();
      await waiting(page, 1);

      // The connection returns: the note is sent, once.
      const [entry] = await readOutbox(page);
      await page.unroute(apiGlob(activitiesApi.create));
      // The queue tries again by itself (back-off after the failed tries).
      await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: paced(60_000) });
      const feed = (await (
        await callApi(page, activitiesApi.locationFeed, {
          params: { guid: office.guid },
          query: { limit: 100 },
        })
      ).json()) as Activity[];
      const notes = feed.filter((a) => a.guid === entry!.guid);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.comment).toBe(`Window open ${tag}`);
      expect(new Date(notes[0]!.timestamp!).toISOString()).toBe(entry!.recordedAt);
    },
    paced(150_000),
  );
});
