import type { Page } from 'playwright-core';
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

/** A short tag unique to this run, for names that must not collide with other test files. */
export const runTag = (): string => Math.random().toString(36).slice(2, 6).toUpperCase();
