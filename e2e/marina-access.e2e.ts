import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWith, marinaNamed, signedInUser } from './support/backend.ts';
import { addStoredSession, launchBrowser, newPhonePage, screenshot } from './support/browser.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { toastWith } from './support/shifts.ts';
import { newStaffUser, revokeMarina, type TestUser } from './support/tenants.ts';

/**
 * Issue 30 item 14, spec 000 section 4 'Marina selection': when the selected marina is no longer
 * in the user's list (no active shift), the app switches to the first marina and warns
 * 'Your access to the previous marina was removed. Switched to {marina name}.'
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A tile each demo marina has and the other has not. */
const TILE_OF: Record<string, string> = { 'Bayside Marina': 'Dock A', 'Harbor Point Marina': 'Dock D' };
const tile = (page: Page, name: string) => page.locator(`[data-testid="location-tile"][title="${name}"]`);

interface Setup {
  operator: Awaited<ReturnType<typeof newPhonePage>>;
  user: TestUser;
}

/** A new guard with access to both demo marinas (made by the operator, whose page stays open). */
async function guardOfBothMarinas(): Promise<Setup> {
  const operator = await newPhonePage(browser);
  await addStoredSession(operator.page, 'super_admin');
  const bayside = await marinaNamed(operator.page, 'Bayside Marina');
  const harbor = await marinaNamed(operator.page, 'Harbor Point Marina');
  const user = await newStaffUser(operator.page, bayside.clientId, [bayside.guid, harbor.guid]);
  return { operator, user };
}

/** Signs the guard in with the second of their marinas chosen, on the locations list. */
async function onSecondMarina(page: Page, user: TestUser) {
  await loginWith(page, user.email, user.password);
  const { marinas } = await signedInUser(page);
  expect(marinas).toHaveLength(2);
  const [first, second] = marinas as [(typeof marinas)[0], (typeof marinas)[0]];
  await page.evaluate((guid) => localStorage.setItem('currentMarinaId', guid), second.guid);
  await page.goto('/locations');
  await tile(page, TILE_OF[second.name]!).waitFor();
  return { first, second };
}

const removedWarning = (name: string) =>
  `Your access to the previous marina was removed. Switched to ${name}.`;

describe('losing access to the selected marina', () => {
  it('warns and shows the first marina when the app comes back to the front', async () => {
    const { operator, user } = await guardOfBothMarinas();
    const { page, context, errors } = await newPhonePage(browser);
    try {
      const { first, second } = await onSecondMarina(page, user);
      await screenshot(page, 'marina-access-1-before');

      await revokeMarina(operator.page, second.guid, user.guid);
      // The guard puts the phone away and takes it out again.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

      await toastWith(page, 'Marina Access Changed').waitFor();
      await toastWith(page, removedWarning(first.name)).waitFor();
      await tile(page, TILE_OF[first.name]!).waitFor();
      expect(await tile(page, TILE_OF[second.name]!).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('currentMarinaId'))).toBe(first.guid);
      await screenshot(page, 'marina-access-2-warned', { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await operator.context.close();
    }
  });

  it('warns when a read of the removed marina is refused', async () => {
    const { operator, user } = await guardOfBothMarinas();
    const { page, context, errors } = await newPhonePage(browser);
    try {
      const { first, second } = await onSecondMarina(page, user);
      await revokeMarina(operator.page, second.guid, user.guid);
      // The list on screen is the one kept from before; its tile opens a location of that marina.
      expectFailedRequests(page, { method: 'GET', status: 403, path: /^\/api\// });
      await tile(page, TILE_OF[second.name]!).click();
      await toastWith(page, removedWarning(first.name)).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('currentMarinaId'))).toBe(first.guid);
      await page.goto('/locations');
      await tile(page, TILE_OF[first.name]!).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await operator.context.close();
    }
  });

  it('warns on opening the app when the marina this user chose was taken away meanwhile', async () => {
    const { operator, user } = await guardOfBothMarinas();
    const { page, context, errors } = await newPhonePage(browser);
    try {
      const { first, second } = await onSecondMarina(page, user);
      await revokeMarina(operator.page, second.guid, user.guid);
      await page.reload();
      await toastWith(page, removedWarning(first.name)).waitFor();
      await tile(page, TILE_OF[first.name]!).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('currentMarinaId'))).toBe(first.guid);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await operator.context.close();
    }
  });
});
