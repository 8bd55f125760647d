import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { apiGlob, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { createIssueViaApi, issuesViaApi } from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { closeToasts, toastWith } from './support/shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, title: string) => page.getByTestId('issue-card').filter({ hasText: title });
const countLine = (page: Page) => page.getByText(/^\d+ of \d+ issues$/);

async function openIssues(page: Page): Promise<void> {
  await page.goto('/issues');
  await page.getByRole('heading', { name: 'Issues', exact: true }).waitFor();
  await countLine(page).waitFor();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search issues' }).fill(text);
}

describe('issues', () => {
  it('reports an issue at a location and fixes it by changing its status', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const slip = await locationNamed(page, 'A-03L');
    const tag = runTag();
    const title = `Broken cleat ${tag}`;
    await openIssues(page);
    expect(await page.getByRole('radio', { name: 'Open' }).getAttribute('aria-checked')).toBe('true');

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Issue' });
    await dialog.waitFor();
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);
    // The title is required and marked with *; a blank one keeps Create disabled.
    expect(await dialog.getByText('Title*').count()).toBe(1);
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByLabel('Location').selectOption(slip.guid);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill(`  ${title}  `);
    expect(await create.isEnabled()).toBe(true);
    await dialog.getByLabel('Description').fill('Starboard cleat is cracked and loose.');
    expect(await dialog.getByRole('radio', { name: 'Medium' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('radio', { name: 'High' }).click();
    await screenshot(page, '70-issues-create-dialog');
    expect(await accessibilityProblems(page), '70-issues-create-dialog').toEqual([]);
    await create.click();

    await toastWith(page, 'Issue created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card(page, title).waitFor();
    const saved = (await issuesViaApi(page)).find((i) => i.title === title);
    expect(saved).toMatchObject({
      title,
      description: 'Starboard cleat is cracked and loose.',
      priority: 'high',
      status: 'open',
      locationId: slip.guid,
      locationName: 'A-03L',
    });
    expect(await card(page, title).textContent()).toContain('A-03L');
    await closeToasts(page);
    await screenshot(page, '71-issues-list');
    expect(await accessibilityProblems(page), '71-issues-list').toEqual([]);

    // Fixed: it leaves the open list, and the 'fixed' filter shows it.
    await card(page, title).getByLabel('Status').selectOption('fixed');
    await toastWith(page, 'Issue updated').waitFor();
    await card(page, title).waitFor({ state: 'detached' });
    expect((await issuesViaApi(page)).find((i) => i.title === title)?.status).toBe('fixed');
    await page.getByRole('radio', { name: 'Fixed' }).click();
    await card(page, title).waitFor();
    await search(page, tag);
    await page.getByText(/^1 of \d+ issues$/).waitFor();
    expect(await card(page, title).getByLabel('Status').inputValue()).toBe('fixed');
    await closeToasts(page);
    await screenshot(page, '72-issues-fixed-filter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the title, description and priority of an issue inline', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const tag = runTag();
    const gate = await locationNamed(page, 'Main Gate');
    const issue = await createIssueViaApi(page, { title: `Gate sticks ${tag}`, locationId: gate.guid });
    await openIssues(page);
    await search(page, tag);
    await card(page, issue.title).waitFor();

    await page.getByRole('button', { name: `Edit ${issue.title}` }).click();
    const form = page.getByRole('form', { name: `Edit ${issue.title}` });
    await form.waitFor();
    await form.getByLabel('Title').fill('  ');
    await form.getByText('Title is required').waitFor();
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    const newTitle = `Gate hinge seized ${tag}`;
    await form.getByLabel('Title').fill(newTitle);
    await form.getByLabel('Description').fill('Needs grease before the night round.');
    await form.getByRole('radio', { name: 'Low' }).click();
    await screenshot(page, '73-issues-inline-edit');
    await form.getByRole('button', { name: 'Save' }).click();

    await toastWith(page, 'Issue updated').waitFor();
    await form.waitFor({ state: 'detached' });
    await card(page, newTitle).getByText('Needs grease before the night round.').waitFor();
    expect((await issuesViaApi(page)).find((i) => i.guid === issue.guid)).toMatchObject({
      title: newTitle,
      description: 'Needs grease before the night round.',
      priority: 'low',
      status: 'open',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by location with its children, and shows the empty and error states', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const tag = runTag();
    const dockA = await locationNamed(page, 'Dock A');
    const dockB = await locationNamed(page, 'Dock B');
    const slip = await locationNamed(page, 'A-02L');
    await createIssueViaApi(page, { title: `Hose running ${tag}`, locationId: slip.guid });
    await openIssues(page);
    await search(page, tag);
    await page.getByLabel('Location', { exact: true }).selectOption(dockA.guid);
    await card(page, `Hose running ${tag}`).waitFor();
    await page.getByLabel('Location', { exact: true }).selectOption(dockB.guid);
    await page.getByText('No issues found').waitFor();
    await page.getByText(/^0 of \d+ issues$/).waitFor();
    await screenshot(page, '74-issues-empty');
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    expect(await page.getByRole('searchbox', { name: 'Search issues' }).inputValue()).toBe('');

    // A failed load offers a retry.
    await page.route(`${apiGlob(issuesApi.list)}?*`, (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await page.reload();
    await page.getByText('Failed to load issues').waitFor();
    await screenshot(page, '75-issues-error');
    await page.unroute(`${apiGlob(issuesApi.list)}?*`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await countLine(page).waitFor();
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });

  it('lists the open issues of a location in another marina than the one chosen', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'client_admin');
    const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
    const harbor = user.marinas.find((m) => m.name === 'Harbor Point Marina')!;
    expect(harbor.guid).not.toBe(await currentMarinaId(page));
    const list = (await (
      await callApi(page, locationsApi.list, { query: { marinaId: harbor.guid } })
    ).json()) as LocationListItem[];
    const slip = list.find((l) => l.name === 'D-03L')!;
    const title = `Loose piling ${runTag()}`;
    await createIssueViaApi(page, { title, locationId: slip.guid, marinaId: harbor.guid });

    await page.goto(`/location/${slip.guid}`);
    const section = page.getByTestId('issues-section');
    await section.getByTestId('issue-card').filter({ hasText: title }).waitFor();
    await screenshot(page, '77-location-of-another-marina-issues');
    expect(errors).toEqual([]);
    await context.close();
  });
});
