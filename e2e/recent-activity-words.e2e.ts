import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesApi } from '#core/issues/issues.api.ts';
import { callApi } from './support/api.ts';
import { addStoredSession, launchBrowser, newPhonePage, screenshot } from './support/browser.ts';
import { createIssueViaApi } from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { newSpanishPage } from './support/spanish.ts';

/**
 * Issue 30 item 18: the dashboard's Recent Activity, on a fresh load, shows an issue's status
 * change in words ('Status: Fixed → Open'), not the catalogue's keys ('status.fixed'), before any
 * other screen was opened.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An issue at Main Gate reported, fixed and opened again (through the API, as set-up). */
async function reopenedIssue(page: Page): Promise<void> {
  const marinaId = await currentMarinaId(page);
  const gate = await locationNamed(page, 'Main Gate');
  const issue = await createIssueViaApi(page, { title: `Gate light ${runTag()}`, locationId: gate.guid });
  for (const status of ['fixed', 'open']) {
    const response = await callApi(page, issuesApi.updateStatus, {
      params: { guid: issue.guid },
      body: { status, marinaId },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The newest card of the recent activity that tells of a status change. */
async function statusCardText(page: Page, label: string): Promise<string> {
  const card = page
    .locator('section[aria-labelledby="recent-activity-title"] [data-testid="activity-card"]')
    .filter({ hasText: `${label}:` })
    .first();
  await card.waitFor();
  return (await card.innerText()).replace(/\s+/g, ' ');
}

describe('recent activity on a fresh load', () => {
  it("reads 'Status: Fixed → Open'", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    await reopenedIssue(page);
    await page.goto('/');
    const text = await statusCardText(page, 'Status');
    expect(text).toContain('Status: Fixed → Open');
    expect(text).not.toMatch(/status\.\w+/);
    await screenshot(page, 'recent-activity-issue-status');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads 'Estado: Resuelta → Abierta' in Spanish", async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    await reopenedIssue(page);
    await page.goto('/');
    const text = await statusCardText(page, 'Estado');
    expect(text).toContain('Estado: Resuelta → Abierta');
    expect(text).not.toMatch(/status\.\w+/);
    await screenshot(page, 'es-recent-activity-issue-status');
    expect(errors).toEqual([]);
    await context.close();
  });
});
