import type { Page } from 'playwright-core';
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

/** Saves test-results/screenshots/<name>.png of what the phone shows (sticky bars where they sit). */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}
