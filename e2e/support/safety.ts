import type { Page } from 'playwright-core';
import type { Alert } from '#core/safety/alert.schema.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import { callApi } from './api.ts';

/** Where the guard stands in the SOS tests: the demo harbour, a 12 m fix. */
export const HARBOUR = { latitude: 38.9784, longitude: -76.4922, accuracy: 12 };

/** Holds the SOS button for its two seconds, as a thumb does, and lets go. */
export async function holdSos(page: Page, name: string): Promise<void> {
  const box = (await page.getByRole('button', { name }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2300);
  await page.mouse.up();
}

/**
 * After a test of an SOS: no unanswered alert of the guard's is left to ring on the next test's
 * admin screens, and the marina's safety settings are the defaults again.
 */
export async function closeGuardAlerts(admin: Page, marinaId: string, guardName: string): Promise<void> {
  const left: Alert[] = await (await callApi(admin, safetyApi.listAlerts, { query: { marinaId } })).json();
  for (const open of left.filter((a) => a.state !== 'resolved' && a.raisedBy.name === guardName)) {
    await callApi(admin, safetyApi.acknowledgeAlert, { params: { guid: open.guid } });
    await callApi(admin, safetyApi.resolveAlert, { params: { guid: open.guid }, body: { note: 'Test' } });
  }
  await callApi(admin, safetyApi.setSettings, { params: { guid: marinaId }, body: DEFAULT_SAFETY });
}
