import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { apiPattern, callApi } from './support/api.ts';
import { marinaNamed, toastText, typeNamed } from './support/backend.ts';
import {
  accessibilityProblems,
  addStoredSession,
  gotoSettled,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { currentMarinaId, runTag } from './support/locations.ts';
import { expectFailedRequests } from './support/page-watch.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('marina settings', () => {
  it('lets an admin add a shift question and a checklist template', async () => {
    const tag = runTag();
    const questionText = `Fuel dock gate locked ${tag}?`;
    const templateName = `Night Round ${tag}`;
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const marinaId = await currentMarinaId(page);
    await gotoSettled(page, '/marina-settings');
    await page.getByRole('heading', { name: 'Shift Questions' }).waitFor();
    await page
      .getByRole('region', { name: 'Location Types' })
      .getByTestId('location-type-row')
      .first()
      .waitFor();
    await screenshot(page, '130-marina-settings');
    expect(await accessibilityProblems(page)).toEqual([]);

    // A required end-of-shift question.
    const questions = page.getByRole('region', { name: 'Shift Questions' });
    await questions.getByRole('button', { name: 'Add', exact: true }).click();
    const addQuestion = page.getByRole('dialog', { name: 'Add Shift Question' });
    await addQuestion.getByRole('button', { name: 'Add Question' }).click();
    await addQuestion.getByText('Question text is required').waitFor();
    await addQuestion.getByLabel('Question', { exact: true }).fill(questionText);
    await addQuestion.getByRole('combobox', { name: 'Answer Type' }).selectOption({ label: 'Yes / No' });
    await addQuestion.getByRole('radio', { name: 'End of shift' }).click();
    await addQuestion.getByRole('switch', { name: /Required/ }).click();
    await screenshot(page, '131-question-dialog');
    expect(await accessibilityProblems(page)).toEqual([]);
    await addQuestion.getByRole('button', { name: 'Add Question' }).click();
    expect(await toastText(page, 'Shift question added')).toContain('Success');
    const row = questions.getByTestId('shift-question').filter({ hasText: questionText });
    await row.waitFor();
    expect(await row.textContent()).toContain('Required');
    const endOfShift = (await (
      await callApi(page, shiftQuestionsApi.list, { query: { marinaId, isPreShift: false } })
    ).json()) as ShiftQuestion[];
    const created = endOfShift.find((q) => q.questionText === questionText);
    expect(created).toMatchObject({ questionType: 'yes_no', isRequired: true, isPreShift: false });

    // Deactivated again, so other flows' shifts never have to answer it.
    await row.getByRole('button', { name: `Edit ${questionText}` }).click();
    const editQuestion = page.getByRole('dialog', { name: 'Edit Shift Question' });
    await editQuestion.getByRole('switch', { name: /Active/ }).click();
    await editQuestion.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Shift question updated')).toContain('Success');
    await row.getByText('Inactive').waitFor();
    const active = (await (
      await callApi(page, shiftQuestionsApi.list, { query: { marinaId, isPreShift: false } })
    ).json()) as ShiftQuestion[];
    expect(active.some((q) => q.questionText === questionText)).toBe(false);

    // A checklist template with three items.
    const templates = page.getByRole('region', { name: 'Checklist Templates' });
    await templates.getByRole('button', { name: 'Add', exact: true }).click();
    const addTemplate = page.getByRole('dialog', { name: 'Add Checklist Template' });
    await addTemplate.getByRole('button', { name: 'Add Template' }).click();
    await addTemplate.getByText('Checklist name is required').waitFor();
    await addTemplate.getByText('Must hold at least one item').waitFor();
    await addTemplate.getByLabel('Name', { exact: true }).fill(templateName);
    await addTemplate.getByLabel('Description').fill('Last round before midnight');
    await addTemplate
      .getByRole('textbox', { name: /Items/ })
      .fill('Fuel dock gate locked\n\n  Pier lights on \nOffice alarm set');
    await addTemplate.getByText('(3 items)').waitFor();
    await screenshot(page, '132-checklist-dialog');
    await addTemplate.getByRole('button', { name: 'Add Template' }).click();
    expect(await toastText(page, 'Checklist template added')).toContain('Success');
    const templateRow = templates.getByTestId('checklist-template-row').filter({ hasText: templateName });
    await templateRow.waitFor();
    expect(await templateRow.textContent()).toContain('3 items');
    const saved = (await (
      await callApi(page, checklistsApi.list, { query: { marinaId } })
    ).json()) as Checklist[];
    expect(saved.find((c) => c.name === templateName)?.items).toEqual([
      'Fuel dock gate locked',
      'Pier lights on',
      'Office alarm set',
    ]);
    await screenshot(page, '133-marina-settings-after');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renames an unused location type, refuses to delete one in use, and deletes an unused one (client admin)', async () => {
    const tag = runTag().toLowerCase();
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'client_admin');
    const { guid: marinaId } = await marinaNamed(page, 'Bayside Marina');
    const made = await callApi(page, locationTypesApi.create, {
      body: { guid: crypto.randomUUID(), name: `kiosk${tag}`, marinaId },
    });
    expect(made.status()).toBe(201);

    await gotoSettled(page, '/marina-settings');
    const types = page.getByRole('region', { name: 'Location Types' });
    expectFailedRequests(page, {
      method: locationTypesApi.remove.method,
      path: apiPattern(locationTypesApi.remove),
      status: 409,
    });
    await types.getByRole('button', { name: 'Delete Dock', exact: true }).click();
    const refuse = page.getByRole('dialog', { name: 'Delete Dock?' });
    await refuse.getByRole('button', { name: 'Delete Type' }).click();
    await refuse.getByRole('alert').filter({ hasText: 'Location type is in use' }).waitFor();
    await screenshot(page, '134-delete-type-in-use');
    await refuse.getByRole('button', { name: 'Cancel' }).click();

    await types.getByRole('button', { name: `Rename Kiosk${tag}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Location Type' });
    await rename.getByLabel('Type Name').fill(`booth${tag}`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    expect(await toastText(page, 'Location type renamed')).toContain('Success');
    await types.getByRole('button', { name: `Delete Booth${tag}` }).click();
    await page
      .getByRole('dialog', { name: `Delete Booth${tag}?` })
      .getByRole('button', { name: 'Delete Type' })
      .click();
    expect(await toastText(page, 'Location type deleted')).toContain('Success');
    await types.getByText(`Booth${tag}`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a marina admin the shared location types without Rename or Delete; the API refuses with 403', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const { guid: marinaId } = await marinaNamed(page, 'Bayside Marina');
    await gotoSettled(page, '/marina-settings');
    const types = page.getByRole('region', { name: 'Location Types' });
    await types.getByTestId('location-type-row').filter({ hasText: 'Dock' }).first().waitFor();
    await types.getByText('Only a client admin can add, rename or delete them.').waitFor();
    expect(await types.getByRole('button', { name: /^(Rename|Delete) / }).count()).toBe(0);
    await screenshot(page, '135-location-types-marina-admin');
    expect(await accessibilityProblems(page)).toEqual([]);
    const dock = await typeNamed(page, marinaId, 'dock');
    const refused = await callApi(page, locationTypesApi.rename, {
      params: { guid: dock.guid },
      body: { name: 'jetty', marinaId },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Only a client admin can/);
    expect((await typeNamed(page, marinaId, 'dock')).guid).toBe(dock.guid);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses staff', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    await page.goto('/marina-settings');
    await page.getByText('Admin access required').waitFor();
    await page
      .getByText(
        'Only administrators of this marina can change its shift questions, checklists, location types, tours and meter units.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Shift Questions' }).count()).toBe(0);
    await screenshot(page, '135-marina-settings-staff');
    expect(errors).toEqual([]);
    await context.close();
  });
});
