/**
 * The notification bell (issue 17 item 6, decision 0029) at phone size. Alerts are raised with the
 * server's own API (notifyMarinaAdmins), so this file runs its own Dockwatch in process on a fresh
 * embedded database with the demo tenant, next to the shared one (which runs in another process).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoLogin } from '#server/db/seed/demo.ts';
import { notifyMarinaAdmins } from '#server/modules/notifications/notifications.service.ts';
import { launchBrowser, newPhonePage, PHONE, screenshot } from './support/browser.ts';
import { type DemoApp, startDemoApp } from './support/demo-app.ts';

let browser: Browser;
let demo: DemoApp;
let url: string;
let admin: DemoLogin;

beforeAll(async () => {
  demo = await startDemoApp('bell');
  url = demo.url;
  admin = demo.login('admin');
  const { database, bayside } = demo;
  for (const [i, title] of ['Night round was missed', 'Dawn round ended incomplete'].entries()) {
    await notifyMarinaAdmins(database.db, {
      clientId: bayside.clientId,
      marinaId: bayside.id,
      kind: 'tour-missed',
      title,
      body:
        i === 0
          ? 'Nobody started the 22:00 Night round at Bayside Marina.'
          : '3 of 8 checkpoints were missed.',
      link: '/',
      dedupeKey: `e2e:${i}`,
    });
  }
  browser = await launchBrowser();
});

/** Three alerts about one tour in a row: they gather into one notification (decision 0052). */
async function raiseThreeAboutOneTour() {
  const { database, bayside } = demo;
  for (const i of [1, 2, 3]) {
    await notifyMarinaAdmins(database.db, {
      clientId: bayside.clientId,
      marinaId: bayside.id,
      kind: 'tour-run-missed',
      title: `Pier round missed (${i})`,
      body: 'The round ended with 1 checkpoint missed: Pier.',
      link: '/',
      dedupeKey: `e2e:pier:${i}`,
      groupKey: 'tour:e2e-pier',
    });
  }
}
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('notification bell', () => {
  it("shows the admin's unread count, lists the alerts, and Mark all read clears the badge", async () => {
    const { page, context, errors } = await newPhonePage(browser, PHONE, { baseURL: url });
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.waitFor();
    expect(await page.getByTestId('notification-badge').textContent()).toBe('2');
    await screenshot(page, '90-notification-bell', { fullPage: false });

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await dialog.waitFor();
    const items = dialog.getByRole('listitem');
    expect(await items.count()).toBe(2);
    // Newest first, with its body and a time.
    expect(await items.nth(0).textContent()).toContain('Dawn round ended incomplete');
    expect(await items.nth(1).textContent()).toContain('Nobody started the 22:00 Night round');
    expect(await items.nth(0).locator('time').count()).toBe(1);
    await screenshot(page, '91-notification-list', { fullPage: false });

    await dialog.getByRole('button', { name: 'Mark all read' }).click();
    // Exact: 'All read' is also a part of the button's own name, 'Mark all read'.
    await dialog.getByText('All read', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Mark all read' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
    await screenshot(page, '92-notifications-read', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows alerts about one tour as one notification that counts them', async () => {
    await raiseThreeAboutOneTour();
    const { page, context, errors } = await newPhonePage(browser, PHONE, { baseURL: url });
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const newest = dialog.getByRole('listitem').nth(0);
    await newest.waitFor();
    expect(await newest.textContent()).toContain('3 alerts within 10 minutes; this is the latest:');
    expect(await newest.textContent()).toContain('Pier round missed (3)');
    await screenshot(page, '93-notification-gathered', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
