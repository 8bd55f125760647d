import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, es } from '#web/locales/index.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { expectNoOverflow, expectSpanishScreen } from './support/spanish.ts';
import { grantMarina, newStaffUser, newTenant, signInAs, type TestUser } from './support/tenants.ts';

/**
 * Issue 30 item 16: in a marina with no locations, staff (who cannot add one) are told to ask an
 * administrator; the spec's 'Add your first building…' and its 'Add Location' button are for the
 * marina's admins.
 */

let browser: Browser;
let staff: TestUser;
let admin: TestUser;
beforeAll(async () => {
  browser = await launchBrowser();
  const operator = await newPhonePage(browser);
  await addStoredSession(operator.page, 'super_admin');
  const tenant = await newTenant(operator.page, ['Empty Marina']);
  const marinaId = tenant.marinas[0]!.guid;
  staff = await newStaffUser(operator.page, tenant.clientId, [marinaId]);
  admin = await newStaffUser(operator.page, tenant.clientId, [marinaId]);
  await grantMarina(operator.page, marinaId, admin.guid, 'admin');
  await operator.context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function openLocations(page: Page, user: TestUser) {
  await signInAs(page, user);
  await page.goto('/locations');
}

describe('a marina with no locations', () => {
  it('tells staff to ask an administrator, with nothing to add', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    const list = en.locations.list;
    await openLocations(page, staff);
    await page.getByText(list.emptyTitle, { exact: true }).waitFor();
    expect(await page.getByText(list.emptyText, { exact: true }).count()).toBe(0);
    await page.getByText(list.emptyTextStaff, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: list.addLocation }).count()).toBe(0);
    expect(await page.getByRole('link', { name: list.add, exact: true }).count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    await expectNoOverflow(page, 'empty marina, staff');
    await screenshot(page, 'empty-marina-staff');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives the marina's admin the spec's text and the Add Location button", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    const list = en.locations.list;
    await openLocations(page, admin);
    await page.getByText(list.emptyText, { exact: true }).waitFor();
    await page.getByRole('link', { name: list.addLocation }).waitFor();
    expect(await page.getByText(list.emptyTextStaff, { exact: true }).count()).toBe(0);
    await screenshot(page, 'empty-marina-admin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says it in Spanish', async () => {
    const { page, context, errors } = await newPhonePage(browser, undefined, { locale: 'es-ES' });
    const list = es.locations.list;
    await openLocations(page, staff);
    await page.getByText(list.emptyTextStaff, { exact: true }).waitFor();
    await page.getByText(list.emptyTitle, { exact: true }).waitFor();
    await expectSpanishScreen(page, 'empty marina, staff, Spanish');
    await screenshot(page, 'es-empty-marina-staff');
    expect(errors).toEqual([]);
    await context.close();
  });
});
