import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import type { MeterReading, RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { callApi } from './api.ts';
import { screenshot } from './browser.ts';

/** The record-meter data of a location, through the API with the page's session. */
export async function recordMeterData(page: Page, locationGuid: string, meterType: string) {
  const response = await callApi(page, metersApi.recordMeter, { params: { locationGuid, meterType } });
  if (!response.ok()) throw new Error(`${routeKey(metersApi.recordMeter)} answered ${response.status()}`);
  return (await response.json()) as RecordMeterResponse;
}

/**
 * A meter_read activity at the location, through the API, with a reading record holding `reading`
 * (null: a photo-only reading that needs transcription) or, with `withRecord: false`, none at all.
 * `timestamp` sets the activity's device time (default: the server's now).
 */
export async function createMeterRead(
  page: Page,
  locationGuid: string,
  meterType: string,
  {
    reading,
    withRecord = true,
    notes = null,
    timestamp,
  }: { reading: string | null; withRecord?: boolean; notes?: string | null; timestamp?: Date },
): Promise<{ activityGuid: string; reading: MeterReading | null }> {
  const { embeddedData } = await recordMeterData(page, locationGuid, meterType);
  const activity = await callApi(page, activitiesApi.create, {
    body: {
      guid: embeddedData.activityGuid,
      locationId: locationGuid,
      type: 'meter_read',
      comment: `Meter reading (${meterType})`,
      ...(timestamp ? { timestamp: timestamp.toISOString() } : {}),
    },
  });
  if (activity.status() !== 201)
    throw new Error(`${routeKey(activitiesApi.create)} answered ${activity.status()}`);
  if (!withRecord) return { activityGuid: embeddedData.activityGuid, reading: null };
  const created = await callApi(page, metersApi.createReading, {
    body: {
      guid: embeddedData.meterReadingGuid,
      activityId: embeddedData.activityGuid,
      meterImageId: null,
      meterType,
      reading,
      notes,
    },
  });
  if (created.status() !== 201) {
    throw new Error(
      `${routeKey(metersApi.createReading)} answered ${created.status()}: ${await created.text()}`,
    );
  }
  return { activityGuid: embeddedData.activityGuid, reading: (await created.json()) as MeterReading };
}

declare global {
  interface Window {
    __toasts?: string[];
  }
}

/**
 * Records the text of every toast the page shows, once per toast (only one is on screen at a
 * time, so a quick second toast replaces the first before a test could look at it). The record is
 * the tab's, kept in session storage: a toast shown just before the app sends the browser to
 * another document (a 401's sign-in redirect) still counts after it.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'e2e.toasts';
    const stored = (): string[] => {
      try {
        return JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
      } catch {
        return [];
      }
    };
    const texts = stored();
    const seen = new WeakSet<Element>();
    window.__toasts = texts;
    const look = () => {
      for (const element of document.querySelectorAll('.toast')) {
        const text = element.textContent ?? '';
        if (text && !seen.has(element)) {
          seen.add(element);
          texts.push(text);
          try {
            window.sessionStorage.setItem(key, JSON.stringify(texts));
          } catch {
            // about:blank has no storage; the in-page record still holds the text
          }
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toast texts seen so far, oldest first. */
export const toastsSeen = (page: Page): Promise<string[]> => page.evaluate(() => window.__toasts ?? []);

/** How many toasts so far said `text`. */
export const toastCount = async (page: Page, text: string): Promise<number> =>
  (await toastsSeen(page)).filter((t) => t.includes(text)).length;

/** Waits for a toast saying `text` (recordToasts): one more than `before` of them (default: any). */
export async function waitForToast(page: Page, text: string, before = 0): Promise<void> {
  await expect.poll(() => toastCount(page, text), { timeout: 15_000 }).toBeGreaterThan(before);
}

/** Saves test-results/screenshots/<name>.png of what the phone shows (sticky bars where they sit). */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}
