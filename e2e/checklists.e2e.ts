import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { apiGlob, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import {
  checklistTemplatesViaApi,
  closeOpenOccupancyChecklist,
  occupancyChecklistsViaApi,
} from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { closeToasts, toastWith } from './support/shifts.ts';
import { recordToasts, waitForToast } from './support/shown.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openChecklists(page: Page): Promise<void> {
  await page.goto('/checklists');
  await page.getByRole('heading', { name: 'Active Checklists' }).waitFor();
  await page.getByRole('heading', { name: 'Templates' }).waitFor();
  await page.getByTestId('list-placeholder').first().waitFor({ state: 'detached' });
}

const occupancyCard = (page: Page, name: string) =>
  page.locator(`[data-testid="occupancy-checklist"][data-location="${name}"]`);

async function counts(page: Page, name: string): Promise<string[]> {
  return occupancyCard(page, name).getByTestId('occupancy-counts').locator('dd').allTextContents();
}

describe('occupancy checklists', () => {
  it('starts one on a dock, ticks slips, finalizes it and lists it as completed', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const dock = await locationNamed(page, 'Dock C');
    await closeOpenOccupancyChecklist(page, dock.guid);
    await openChecklists(page);

    const template = page.locator('[data-testid="occupancy-template"][data-name="Dock C"]');
    await template.getByRole('button', { name: 'Start occupancy checklist for Dock C' }).click();
    await toastWith(page, 'Occupancy checklist started').waitFor();
    await occupancyCard(page, 'Dock C').waitFor();
    await template.waitFor({ state: 'detached' });
    expect(await counts(page, 'Dock C')).toEqual(['0', '8', '8']);

    // Expand it: one checkbox per slip of the dock.
    await occupancyCard(page, 'Dock C')
      .getByRole('button', { name: /Dock C/ })
      .click();
    const box = (slip: string) => occupancyCard(page, 'Dock C').getByRole('checkbox', { name: slip });
    await box('C-01L').waitFor();
    expect(await occupancyCard(page, 'Dock C').getByRole('checkbox').count()).toBe(8);
    // Gloves: every checkbox row is at least 44 px high.
    const row = await occupancyCard(page, 'Dock C').locator('label').first().boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(44);

    for (const slip of ['C-01L', 'C-02R', 'C-04L']) {
      await box(slip).click();
      // Shown before the server answers; read right after the click it raced React's render
      // (a frame or so later), on the base branch too.
      await expect.poll(() => box(slip).getAttribute('aria-checked')).toBe('true');
    }
    await box('C-02R').click();
    await expect.poll(() => counts(page, 'Dock C')).toEqual(['2', '6', '8']);
    // Finalize waits until every tick is saved.
    await expect
      .poll(() => occupancyCard(page, 'Dock C').getByRole('button', { name: 'Finalize' }).isEnabled())
      .toBe(true);

    // A refused tick is put back, with the spec's toast.
    await page.route(apiGlob(occupancyApi.check), (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await box('C-03R').click();
    await toastWith(page, 'Failed to update occupancy check. Please try again.').waitFor();
    await expect.poll(() => box('C-03R').getAttribute('aria-checked')).toBe('false');
    await page.unroute(apiGlob(occupancyApi.check));
    await closeToasts(page);

    // The ticks are saved on the server.
    await page.reload();
    await occupancyCard(page, 'Dock C').waitFor();
    expect(await counts(page, 'Dock C')).toEqual(['2', '6', '8']);
    await occupancyCard(page, 'Dock C')
      .getByRole('button', { name: /Dock C/ })
      .click();
    await box('C-01L').waitFor();
    expect(await box('C-01L').getAttribute('aria-checked')).toBe('true');
    expect(await box('C-04L').getAttribute('aria-checked')).toBe('true');
    expect(await box('C-02R').getAttribute('aria-checked')).toBe('false');
    await screenshot(page, '80-checklists-occupancy');
    expect(await accessibilityProblems(page), '80-checklists-occupancy').toEqual([]);

    await occupancyCard(page, 'Dock C').getByRole('button', { name: 'Finalize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalize Checklist' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('present-list').locator('li').allTextContents()).toEqual([
      'C-01L',
      'C-04L',
    ]);
    expect(await dialog.getByTestId('not-present-list').locator('li').allTextContents()).toEqual([
      'C-01R',
      'C-02L',
      'C-02R',
      'C-03L',
      'C-03R',
      'C-04R',
    ]);
    await screenshot(page, '81-checklists-finalize-dialog');
    expect(await accessibilityProblems(page), '81-checklists-finalize-dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Finalize' }).click();

    await toastWith(page, 'Checklist finalized').waitFor();
    await occupancyCard(page, 'Dock C').waitFor({ state: 'detached' });
    const completed = page.getByTestId('completed-entry').first();
    expect(await completed.getAttribute('data-name')).toBe('Dock C');
    expect(await completed.textContent()).toContain('2 present, 6 not present of 8');
    await template.waitFor();
    const finalized = (await occupancyChecklistsViaApi(page)).find((c) => c.locationId === dock.guid);
    expect(finalized).toMatchObject({ presentCount: 2, totalCount: 8 });
    expect(finalized?.finalized).not.toBeNull();
    await closeToasts(page);
    await screenshot(page, '82-checklists-after-finalize');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a failed finalize', () => {
  it("keeps the dialog open and the card expanded, with the server's message and focus on it", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const dock = await locationNamed(page, 'Dock C');
    await closeOpenOccupancyChecklist(page, dock.guid);
    await openChecklists(page);
    await page
      .locator('[data-testid="occupancy-template"][data-name="Dock C"]')
      .getByRole('button', { name: 'Start occupancy checklist for Dock C' })
      .click();
    await toastWith(page, 'Occupancy checklist started').waitFor();
    await closeToasts(page);
    const card = occupancyCard(page, 'Dock C');
    await card.getByRole('button', { name: /Dock C/ }).click();
    await card.getByRole('checkbox', { name: 'C-01L' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Finalize' }).isEnabled()).toBe(true);

    const refusal = 'This checklist was changed on another phone. Reload to see it.';
    await page.route(apiGlob(occupancyApi.finalize), (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: refusal }),
      }),
    );
    await card.getByRole('button', { name: 'Finalize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalize Checklist' });
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: refusal }).waitFor();
    expect(await alert.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, '83-checklists-finalize-failed');
    await closeToasts(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The card is still open, its tick kept: the guard can try again.
    expect(await card.getByRole('checkbox', { name: 'C-01L' }).getAttribute('aria-checked')).toBe('true');

    // The retry goes through once the server takes it.
    await page.unroute(apiGlob(occupancyApi.finalize));
    await card.getByRole('button', { name: 'Finalize' }).click();
    await dialog.getByRole('alert').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    await toastWith(page, 'Checklist finalized').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('checklist templates', () => {
  it('starts a checklist, ticks items on the Continue screen and completes it', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await recordToasts(context);
    await addStoredSession(page, 'staff');
    const marinaId = await currentMarinaId(page);
    const name = `Night Round ${runTag()}`;
    const items = ['Lock the main gate', 'Check dock lights', 'Walk every dock', 'Log fuel dock meter'];

    // The demo seeds no checklist templates, so an admin makes one, uniquely named, through
    // the API (checklistsAdminApi.create). Its description shares no words with the app's texts: the Spanish
    // screens' tests look for English catalogue texts on screens that list it.
    const admin = await newPhonePage(browser);
    await addStoredSession(admin.page, 'admin');
    const created = await callApi(admin.page, checklistsAdminApi.create, {
      body: { marinaId, name, description: 'Last walk before handover', items },
    });
    await admin.context.close();
    expect(created.status()).toBe(201);
    expect((await checklistTemplatesViaApi(page)).map((c) => c.name)).toContain(name);

    await openChecklists(page);
    const template = page.locator(`[data-testid="checklist-template"][data-name="${name}"]`);
    await template.getByRole('button', { name: `Start ${name}` }).click();
    await toastWith(page, 'Checklist started').waitFor();
    const active = page.locator(`[data-testid="active-instance"][data-name="${name}"]`);
    await active.waitFor();
    expect(await active.textContent()).toContain('0/4');
    expect(await active.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await closeToasts(page);
    await screenshot(page, '83-checklists-active');
    expect(await accessibilityProblems(page), '83-checklists-active').toEqual([]);

    await active.getByRole('link', { name: `Continue ${name}` }).click();
    await page.waitForURL('**/checklists/*');
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('checkbox', { name: 'Lock the main gate' }).click();
    await page.getByRole('checkbox', { name: 'Walk every dock' }).click();
    await page.getByText('50%').waitFor();
    await screenshot(page, '84-checklist-continue');
    expect(await accessibilityProblems(page), '84-checklist-continue').toEqual([]);

    // Back on the list the progress is saved: 2 of 4, 50 %.
    await page.getByRole('link', { name: 'Back' }).click();
    await active.waitFor();
    await page.waitForFunction(
      (n) =>
        document
          .querySelector(`[data-testid="active-instance"][data-name="${n}"] [role="progressbar"]`)
          ?.getAttribute('aria-valuenow') === '50',
      name,
    );
    expect(await active.textContent()).toContain('2/4');

    // Completing early asks first; then it is listed as completed.
    await active.getByRole('link', { name: `Continue ${name}` }).click();
    await page.getByRole('button', { name: 'Complete Checklist' }).click();
    const confirm = page.getByRole('dialog', { name: 'Complete with items left?' });
    await confirm.getByText('Check dock lights').waitFor();
    await confirm.getByRole('button', { name: 'Keep Going' }).click();
    await page.getByRole('checkbox', { name: 'Check dock lights' }).click();
    await page.getByRole('checkbox', { name: 'Log fuel dock meter' }).click();
    await page.getByText('100%').waitFor();
    await page.getByRole('button', { name: 'Complete Checklist' }).click();
    // Recorded as it shows: the toast closes on its own, and the screen moves on to the list.
    await waitForToast(page, 'Checklist completed');
    await page.waitForURL((url) => url.pathname === '/checklists');
    await active.waitFor({ state: 'detached' });
    const completed = page.locator(`[data-testid="completed-entry"][data-name="${name}"]`);
    await completed.waitFor();
    expect(await completed.textContent()).toContain('4/4 items');
    expect(errors).toEqual([]);
    await context.close();
  });
});
