/**
 * Every screen of the route table (src/web/routes.tsx) and the dialogs that matter, at a phone
 * viewport, through axe-core: no serious or critical violation anywhere (issue 7, ADR 0019).
 * Each screen is also saved as test-results/screenshots/a11y-*.png.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { callApi } from './support/api.ts';
import {
  addStoredSession,
  axeViolations,
  launchBrowser,
  newPhonePage,
  type PhonePage,
  screenSettled,
  screenshot,
} from './support/browser.ts';
import { createIssueViaApi } from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, marinaLocations } from './support/locations.ts';
import type { DemoRole } from './support/provided.ts';

/** The impacts that fail the test; moderate and minor ones are printed. */
const BLOCKING = new Set(['serious', 'critical']);

/** axe-core on the current screen: WCAG 2.1 A/AA and axe's best practices (landmarks, headings). */
const axe = (page: Page) =>
  axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

/** Screen name → its blocking violations, reported together at the end of each test. */
type Findings = Record<string, string[]>;

async function check(page: Page, name: string, findings: Findings): Promise<void> {
  await screenSettled(page);
  await screenshot(page, `a11y-${name}`);
  const violations = await axe(page);
  const blocking = violations.filter((v) => BLOCKING.has(v.impact));
  const other = violations.filter((v) => !BLOCKING.has(v.impact));
  if (other.length > 0) {
    console.log(`[a11y] ${name}: ${other.map((v) => `${v.impact} ${v.id} (${v.targets[0]})`).join('; ')}`);
  }
  if (blocking.length > 0) {
    findings[name] = blocking.map(
      (v) => `${v.impact} ${v.id} — ${v.help}: ${v.targets.slice(0, 5).join(', ')}`,
    );
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(role: DemoRole): Promise<PhonePage> {
  const phone = await newPhonePage(browser);
  await phone.context.grantPermissions(['geolocation']);
  await phone.context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 7 });
  await addStoredSession(phone.page, role);
  return phone;
}

/** Opens the user menu of the page header. */
async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu').waitFor();
}

describe('accessibility: no serious or critical axe-core violation on any screen', () => {
  it('signed out: landing, sign-in, set-password, check-in, not found', async () => {
    const findings: Findings = {};
    const { page, context } = await newPhonePage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In to Continue' }).waitFor();
    await check(page, 'landing', findings);

    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await check(page, 'login', findings);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await check(page, 'login-errors', findings);

    await page.goto('/set-password?token=not-a-real-token');
    await check(page, 'set-password', findings);

    await page.goto('/no-such-page');
    await check(page, 'not-found', findings);
    await context.close();
    expect(findings).toEqual({});
  });

  // The staff's screens in four short tests (one long one ran past its limit on a busy machine).
  it('staff: dashboard, user menu, user details, change password', async () => {
    const findings: Findings = {};
    const { page, context } = await signedIn('staff');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await check(page, 'dashboard', findings);
    await openUserMenu(page);
    await check(page, 'dashboard-user-menu', findings);
    await page.getByRole('menuitem', { name: 'User Details' }).click();
    await page.getByRole('dialog', { name: 'User Details' }).waitFor();
    await check(page, 'dashboard-user-details', findings);
    await page.keyboard.press('Escape');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password', exact: true }).waitFor();
    await check(page, 'change-password', findings);
    await page.keyboard.press('Escape');
    await context.close();
    expect(findings).toEqual({});
  });

  it('staff: locations, a dock and a slip, check-in, record meter', async () => {
    const findings: Findings = {};
    const { page, context } = await signedIn('staff');
    const slip = await locationNamed(page, 'A-03L');
    const parent = (await marinaLocations(page)).find((l) => l.guid === slip.parentId) ?? slip;

    await page.goto('/locations');
    await check(page, 'locations', findings);
    await page.goto(`/location/${parent.guid}`);
    await check(page, 'location-detail', findings);
    await page.goto(`/location/${slip.guid}`);
    await check(page, 'location-detail-slip', findings);

    await page.goto(`/check-in/${slip.guid}`);
    await page.getByTestId('check-in-banner').waitFor();
    await check(page, 'check-in', findings);

    await page.goto(`/record-meter/${slip.guid}/power`);
    await check(page, 'record-meter', findings);
    await page.goto('/record-meter/not-a-guid/power');
    await check(page, 'record-meter-invalid', findings);
    await context.close();
    expect(findings).toEqual({});
  });

  it('staff: activity, shift summary, meter reads, issues and the create dialog', async () => {
    const findings: Findings = {};
    const { page, context } = await signedIn('staff');
    const slip = await locationNamed(page, 'A-03L');

    await page.goto('/activity');
    await check(page, 'activity', findings);
    await page.goto('/shift-summary');
    await check(page, 'shift-summary', findings);
    await page.goto('/meter-reads');
    await check(page, 'meter-reads', findings);

    await createIssueViaApi(page, { title: `A11y check ${Date.now()}`, locationId: slip.guid });
    await page.goto('/issues');
    await check(page, 'issues', findings);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('dialog', { name: 'Create Issue' }).waitFor();
    await check(page, 'issues-create-dialog', findings);
    await page.keyboard.press('Escape');
    await context.close();
    expect(findings).toEqual({});
  });

  it('staff: checklists, a started checklist, the refused back end', async () => {
    const findings: Findings = {};
    const { page, context } = await signedIn('staff');
    const marinaId = await currentMarinaId(page);

    await page.goto('/checklists');
    await check(page, 'checklists', findings);
    const instance = await startChecklist(page, marinaId);
    await page.goto(`/checklists/${instance}`);
    await check(page, 'checklist-instance', findings);

    await page.goto('/backend');
    await check(page, 'backend-refused', findings);
    await context.close();
    expect(findings).toEqual({});
  });

  it('admin: marina settings, add and edit location, location actions', async () => {
    const findings: Findings = {};
    const { page, context } = await signedIn('admin');
    const slip = await locationNamed(page, 'A-03L');

    await page.goto('/marina-settings');
    await check(page, 'marina-settings', findings);
    await page.goto('/add-location');
    await check(page, 'add-location', findings);
    await page.goto(`/edit-location/${slip.guid}`);
    await check(page, 'edit-location', findings);
    await page.goto(`/location/${slip.guid}`);
    await screenSettled(page);
    await page.getByRole('button', { name: 'Actions' }).click();
    await check(page, 'location-actions', findings);
    await page.keyboard.press('Escape');
    await context.close();
    expect(findings).toEqual({});
  });

  it('super_admin: backend tabs, add client dialog, location name fixer', async () => {
    const findings: Findings = {};
    const { page, context } = await signedIn('super_admin');
    await page.goto('/backend');
    await check(page, 'backend', findings);
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog', { name: 'Add Client' }).waitFor();
    await check(page, 'backend-add-client', findings);
    await page.keyboard.press('Escape');
    await page.goto('/backend?tab=users');
    await check(page, 'backend-users', findings);
    await page.goto('/backend/location-name-fixer');
    await check(page, 'location-name-fixer', findings);
    await context.close();
    expect(findings).toEqual({});
  });
});

/** A checklist instance to open: the first template of the marina (one is made when there is none). */
async function startChecklist(page: Page, marinaId: string): Promise<string> {
  let templates = (await (
    await callApi(page, checklistsApi.list, { query: { marinaId } })
  ).json()) as Checklist[];
  if (templates.length === 0) {
    const admin = await signedIn('admin');
    const created = await callApi(admin.page, checklistsAdminApi.create, {
      body: { marinaId, name: 'Accessibility walk', description: 'Gate and docks', items: ['Gate', 'Docks'] },
    });
    await admin.context.close();
    expect(created.status()).toBe(201);
    templates = (await (
      await callApi(page, checklistsApi.list, { query: { marinaId } })
    ).json()) as Checklist[];
  }
  const response = await callApi(page, checklistsApi.start, {
    body: { guid: crypto.randomUUID(), checklistId: templates[0]!.guid, marinaId },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { guid: string }).guid;
}
