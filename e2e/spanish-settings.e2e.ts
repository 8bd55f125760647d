/**
 * Marina Settings, the notification bell, Change Password and the set-password page in Spanish
 * (decision 0043) at the phone viewport: each screen and dialog with no English text of the
 * catalogue left and nothing overflowing sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#core/account/account.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { es } from '#web/locales/index.ts';
import { callApi } from './support/api.ts';
import { signedInUser, toastText } from './support/backend.ts';
import { gotoSettled, launchBrowser, screenshot } from './support/browser.ts';
import { marinaLocations, runTag } from './support/locations.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import {
  englishOnly,
  expectNoOverflow,
  expectSpanish,
  expectSpanishScreen,
  newSpanishPage,
} from './support/spanish.ts';
import { createTourViaApi } from './support/tours.ts';

/** The words the admin sections share, and each area's section. */
const s = es.settings;
const marinaTexts = es.marinas.settings;
const questionTexts = es.shifts.settings;
const templateTexts = es.checklists.settings;
const tourTexts = es.tours.settings;
const typeTexts = es.locationTypes.settings;

/**
 * The catalogue's English, less what the check would find in the Spanish or the demo data:
 * 'min,' in 'Cada 120 min, 22:00–06:00', 'Number' in the demo's question 'Number of vehicles in
 * the lot', 'Main' in its location 'Main Gate'.
 */
const english = englishOnly().filter((text) => !['Number', 'min,', 'Main'].includes(text));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Checks an open dialog in Spanish, saves its screenshot, and closes it with Escape. */
async function checkDialog(page: Page, name: string, title: string, shot: string, texts = english) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectSpanish(dialog, name, texts);
  await expectNoOverflow(page, name);
  await screenshot(page, shot, { fullPage: false });
  return dialog;
}

async function closeDialog(page: Page, title: string) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
}

describe('Spanish: marina settings, notifications and account', () => {
  it('shows Marina Settings with each section and dialog in Spanish', async () => {
    const tag = runTag();
    const { page, context, errors } = await newSpanishPage(browser, 'admin');
    const [first, second] = sortByName(await marinaLocations(page));
    const tour = await createTourViaApi(page, {
      name: `Ronda ${tag}`,
      checkpointIds: [first!.guid, second!.guid],
      ordered: true,
      durationMinutes: 30,
      graceMinutes: 10,
      schedule: { times: ['02:00', '22:00'], weekdays: [5, 6] },
    });

    // The user menu's entry, on a fresh load (the dashboard may have read the tours before).
    await page.reload();
    await page.getByRole('heading', { name: es.dashboard.title, exact: true }).waitFor();
    await page.getByRole('button', { name: es.dashboard.menu.open }).click();
    await page.getByRole('menuitem', { name: marinaTexts.menuItem }).click();
    await page.getByRole('heading', { name: questionTexts.title, exact: true }).waitFor();
    await page
      .getByRole('region', { name: typeTexts.title })
      .getByTestId('location-type-row')
      .first()
      .waitFor();
    const tourRow = page.getByTestId('tour-row').filter({ hasText: tour.name });
    await tourRow.waitFor();
    expect(await tourRow.textContent()).toContain('A las 02:00, 22:00 · Vie, Sáb');
    expect(await tourRow.textContent()).toContain(tourTexts.checkpointCount_other.replace('{{count}}', '2'));
    await expectSpanish(page.locator('main'), 'marina settings', english);
    await expectNoOverflow(page, 'marina settings');
    await screenshot(page, 'es-settings-01-marina-settings');

    // Shift question: add (with the required-text message), and edit when one exists.
    const questions = page.getByRole('region', { name: questionTexts.title });
    await questions.getByRole('button', { name: s.add, exact: true }).click();
    const addQuestion = await checkDialog(
      page,
      'add question',
      questionTexts.dialog.addTitle,
      'es-settings-02-question-add',
    );
    await addQuestion.getByRole('button', { name: questionTexts.dialog.addSubmit }).click();
    await addQuestion.getByText(es.shifts.validation.questionTextRequired).waitFor();
    await expectSpanish(addQuestion, 'add question refused', english);
    await screenshot(page, 'es-settings-03-question-required', { fullPage: false });
    await closeDialog(page, questionTexts.dialog.addTitle);

    // Checklist template: add, refused empty.
    const templates = page.getByRole('region', { name: templateTexts.title });
    await templates.getByRole('button', { name: s.add, exact: true }).click();
    const addTemplate = await checkDialog(
      page,
      'add template',
      templateTexts.dialog.addTitle,
      'es-settings-05-template-add',
    );
    await addTemplate.getByRole('button', { name: templateTexts.dialog.addSubmit }).click();
    await addTemplate.getByText(es.checklists.validation.checklistNameRequired).waitFor();
    await addTemplate.getByText(es.checklists.validation.itemsMin).waitFor();
    await expectSpanish(addTemplate, 'add template refused', english);
    await screenshot(page, 'es-settings-06-template-required', { fullPage: false });
    await closeDialog(page, templateTexts.dialog.addTitle);

    // Tour: add (refused empty, with the interval), edit, and delete after the confirm.
    const tours = page.getByRole('region', { name: tourTexts.title });
    await tours.getByRole('button', { name: s.add, exact: true }).click();
    const addTour = await checkDialog(page, 'add tour', tourTexts.dialog.addTitle, 'es-settings-07-tour-add');
    await addTour.getByRole('switch', { name: new RegExp(tourTexts.dialog.repeat) }).click();
    await addTour.getByRole('button', { name: tourTexts.dialog.addSubmit }).click();
    await addTour.getByText(es.tours.validation.tourNameRequired).waitFor();
    await addTour.getByText(es.tours.validation.checkpointsMin).waitFor();
    await expectSpanish(addTour, 'add tour refused', english);
    await expectNoOverflow(page, 'add tour refused');
    await screenshot(page, 'es-settings-08-tour-required', { fullPage: false });
    await closeDialog(page, tourTexts.dialog.addTitle);

    await tourRow.getByRole('button', { name: s.editNamed.replace('{{name}}', tour.name) }).click();
    const editTour = await checkDialog(
      page,
      'edit tour',
      tourTexts.dialog.editTitle,
      'es-settings-09-tour-edit',
    );
    await editTour.getByRole('button', { name: tourTexts.dialog.delete }).click();
    const deleteTitle = tourTexts.dialog.deleteTitle.replace('{{name}}', tour.name);
    const confirm = await checkDialog(
      page,
      'delete tour',
      deleteTitle,
      'es-settings-10-tour-delete',
      english,
    );
    await confirm.getByRole('button', { name: tourTexts.dialog.delete }).click();
    expect(await toastText(page, tourTexts.dialog.deleted)).toContain(s.success);
    await tourRow.waitFor({ state: 'hidden' });

    // Meter units: the section in view.
    const units = page.getByRole('region', { name: marinaTexts.units.title });
    await units.scrollIntoViewIfNeeded();
    await units.getByText(marinaTexts.units.type.water, { exact: true }).waitFor();
    await expectSpanish(units, 'meter units', english);
    await screenshot(page, 'es-settings-13-meter-units', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the edit dialog of a shared question and the location type dialogs to a client admin', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'client_admin');
    await gotoSettled(page, '/marina-settings');
    const questions = page.getByRole('region', { name: questionTexts.title });
    await questions
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await checkDialog(page, 'edit question', questionTexts.dialog.editTitle, 'es-settings-04-question-edit');
    await closeDialog(page, questionTexts.dialog.editTitle);

    const types = page.getByRole('region', { name: typeTexts.title });
    await types.getByTestId('location-type-row').first().waitFor();
    await types.getByText(typeTexts.descriptionClientAdmin).waitFor();
    await types
      .getByRole('button', { name: /^Renombrar / })
      .first()
      .click();
    const rename = await checkDialog(
      page,
      'rename type',
      typeTexts.renameTitle,
      'es-settings-11-type-rename',
    );
    await rename.getByLabel(typeTexts.typeName).fill('');
    await rename.getByRole('button', { name: typeTexts.renameSubmit }).click();
    await rename.getByText(es.locationTypes.validation.locationTypeNameRequired).waitFor();
    await expectSpanish(rename, 'rename type refused', english);
    await closeDialog(page, typeTexts.renameTitle);
    await types
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    const deleteType = page.getByRole('dialog', { name: /^¿Eliminar / });
    await deleteType.waitFor();
    await expectSpanish(deleteType, 'delete type', english);
    await expectNoOverflow(page, 'delete type');
    await screenshot(page, 'es-settings-12-type-delete', { fullPage: false });
    await page.keyboard.press('Escape');
    await deleteType.waitFor({ state: 'hidden' });
    await types.scrollIntoViewIfNeeded();
    await expectSpanish(types, 'location types', english);
    await screenshot(page, 'es-settings-20-location-types', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the notification bell and Change Password in Spanish', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    await page.getByRole('heading', { name: es.dashboard.title, exact: true }).waitFor();

    await page.getByRole('button', { name: new RegExp(`^${es.notifications.bell}`) }).click();
    const bell = page.getByRole('dialog', { name: es.notifications.title });
    await bell.waitFor();
    await expectSpanish(bell, 'notifications', english);
    await expectNoOverflow(page, 'notifications');
    await screenshot(page, 'es-settings-14-notifications', { fullPage: false });
    await page.keyboard.press('Escape');
    await bell.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: es.dashboard.menu.open }).click();
    await page.getByRole('menuitem', { name: es.dashboard.menu.changePassword }).click();
    const a = es.account.changePassword;
    const dialog = await checkDialog(page, 'change password', a.title, 'es-settings-15-change-password');
    await dialog.getByLabel(a.newPassword, { exact: true }).fill('short');
    await dialog.getByLabel(a.confirmPassword, { exact: true }).fill('other');
    await dialog.getByRole('button', { name: a.submit }).click();
    await dialog.getByText(es.account.validation.currentRequired).waitFor();
    await dialog.getByText(es.account.validation.tooShort.replace('{{min}}', '8')).waitFor();
    await dialog.getByText(es.account.validation.passwordsDiffer).waitFor();
    await expectSpanish(dialog, 'change password refused', english);
    await expectNoOverflow(page, 'change password refused');
    await screenshot(page, 'es-settings-16-change-password-refused', { fullPage: false });
    await closeDialog(page, a.title);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the set-password page of a real link in Spanish, and its refusal once used', async () => {
    const tag = runTag().toLowerCase();
    const password = `Contraseña-${tag}-2026`;
    const sp = es.account.setPassword;

    // A super admin makes a user and its link (set-up, through the API).
    const admin = await newSpanishPage(browser, 'super_admin');
    const { clientId } = await signedInUser(admin.page);
    const created = await callApi(admin.page, backendApi.createUser, {
      body: { email: `es-${tag}@example.com`, firstName: 'Ana', lastName: `Ruiz ${tag}`, clientId },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { guid } = (await created.json()) as { guid: string };
    const linked = await callApi(admin.page, accountApi.passwordLink, { params: { guid } });
    expect(linked.status(), await linked.text()).toBe(200);
    const { url } = (await linked.json()) as { url: string };
    await admin.context.close();

    const { page, context, errors } = await newSpanishPage(browser);
    await page.goto('/set-password');
    await page.getByRole('heading', { name: sp.incompleteTitle, exact: true }).waitFor();
    await expectSpanishScreen(page, 'set-password without token');
    await screenshot(page, 'es-settings-17-set-password-incomplete', { fullPage: false });

    await page.goto(url);
    await page.getByRole('heading', { name: sp.title, exact: true }).waitFor();
    await page.getByLabel(sp.newPassword, { exact: true }).fill(password);
    await page.getByLabel(sp.confirmPassword, { exact: true }).fill(`${password}x`);
    await page.getByRole('button', { name: sp.submit }).click();
    await page.getByText(es.account.validation.passwordsDiffer).waitFor();
    await expectSpanishScreen(page, 'set-password mismatch');
    await screenshot(page, 'es-settings-18-set-password', { fullPage: false });
    await page.getByLabel(sp.confirmPassword, { exact: true }).fill(password);
    await page.getByRole('button', { name: sp.submit }).click();
    await page.waitForURL((address) => address.pathname === '/login');
    expect(await toastText(page, sp.done)).toContain(sp.doneDetail);

    // The link works once: the server's refusal, by its code, in Spanish.
    expectFailedRequests(page, {
      method: accountApi.setPassword.method,
      path: accountApi.setPassword.path,
      status: 400,
    });
    await page.goto(url);
    await page.getByLabel(sp.newPassword, { exact: true }).fill(password);
    await page.getByLabel(sp.confirmPassword, { exact: true }).fill(password);
    await page.getByRole('button', { name: sp.submit }).click();
    await page.getByRole('alert').filter({ hasText: es.errors.account.invalidLink }).waitFor();
    await expectSpanishScreen(page, 'set-password used link');
    await screenshot(page, 'es-settings-19-set-password-used', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });
});
