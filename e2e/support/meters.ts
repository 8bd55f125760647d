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

/** The toasts each page showed (recordToasts), oldest first; the Page object outlives its documents. */
const toastsByPage = new WeakMap<Page, string[]>();
const TOAST_BINDING = '__e2eToastShown';

/**
 * Records the text of every toast the page shows, once per toast (only one is on screen at a
 * time, so a quick second toast replaces the first before a test could look at it). The page
 * hands each text to this side as it shows (a binding), so a toast shown just before the app sends
 * the browser to another document (a 401's sign-in redirect) still counts, and reading the record
 * never evaluates in a page whose navigation a test holds (an evaluate can wait for that
 * navigation to commit, and the test would wait for it: the sign-in test's hang).
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.exposeBinding(TOAST_BINDING, ({ page }: { page: Page }, text: string) => {
    const texts = toastsByPage.get(page) ?? [];
    texts.push(text);
    toastsByPage.set(page, texts);
  });
  await context.addInitScript((binding) => {
    // Looked up when a toast shows: the binding may be installed after this script runs.
    const tell = (text: string) =>
      (window as unknown as Record<string, ((text: string) => Promise<void>) | undefined>)[binding]?.(text);
    const seen = new WeakSet<Element>();
    const look = () => {
      for (const element of document.querySelectorAll('.toast')) {
        const text = element.textContent ?? '';
        if (text && !seen.has(element)) {
          seen.add(element);
          void tell(text);
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOAST_BINDING);
}

/** The toast texts seen so far, oldest first. */
export const toastsSeen = async (page: Page): Promise<string[]> => [...(toastsByPage.get(page) ?? [])];

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
