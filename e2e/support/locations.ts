import type { Page } from 'playwright-core';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { AUTOMATIC_CHECK_IN_COMMENT } from '#core/activity/activity-constants.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { callApi } from './api.ts';

/** The signed-in user's current marina: the first of their list (nothing stored in a fresh context). */
export async function currentMarinaId(page: Page): Promise<string> {
  const user = (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
  const marina = user.marinas[0];
  if (!marina) throw new Error('the demo user has no marina');
  return marina.guid;
}

/** Every live location of the current marina, through the API with the page's session. */
export async function marinaLocations(page: Page): Promise<LocationListItem[]> {
  const marinaId = await currentMarinaId(page);
  const response = await callApi(page, locationsApi.list, { query: { marinaId } });
  if (!response.ok()) throw new Error(`${routeKey(locationsApi.list)} answered ${response.status()}`);
  return (await response.json()) as LocationListItem[];
}

/** The location of the current marina with this name. */
export async function locationNamed(page: Page, name: string): Promise<LocationListItem> {
  const found = (await marinaLocations(page)).find((l) => l.name === name);
  if (!found) throw new Error(`no location named ${name}`);
  return found;
}

/** Where a check-in through the API says the phone was, as the API takes it (strings). */
export interface CheckInGps {
  latitude: string;
  longitude: string;
  accuracy: string;
}

const IN_THE_DEMO_MARINA: CheckInGps = { latitude: '38.97845', longitude: '-76.49215', accuracy: '8' };

/**
 * A patrol check-in at a location, as the scan screen posts it, through the API with the page's
 * session; throws unless it is created (201).
 */
export async function checkInViaApi(
  page: Page,
  locationId: string,
  gps: CheckInGps = IN_THE_DEMO_MARINA,
): Promise<Activity> {
  const response = await callApi(page, activitiesApi.create, {
    body: {
      guid: crypto.randomUUID(),
      locationId,
      type: 'patrol_check',
      comment: AUTOMATIC_CHECK_IN_COMMENT,
      gpsLatitude: gps.latitude,
      gpsLongitude: gps.longitude,
      gpsAccuracy: gps.accuracy,
    },
  });
  if (response.status() !== 201) {
    throw new Error(
      `${routeKey(activitiesApi.create)} answered ${response.status()}: ${await response.text()}`,
    );
  }
  return (await response.json()) as Activity;
}

/** A short tag unique to this run, for names that must not collide with other test files. */
export const runTag = (): string => Math.random().toString(36).slice(2, 6).toUpperCase();
