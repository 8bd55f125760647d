import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import type { Location, LocationListItem, LocationType } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { callApi } from './api.ts';

/** Helpers of the backend and marina settings browser tests. */

/** Waits for the toast that contains `text` and answers its whole text. */
export async function toastText(page: Page, text: string | RegExp): Promise<string> {
  const toast = page.locator('.toast').filter({ hasText: text }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

/** Signs in through /login with any account (the login() helper knows only the demo roles). */
export async function loginWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signedInUser(page: Page): Promise<AuthUser> {
  return (await (await callApi(page, authApi.user, {})).json()) as AuthUser;
}

/** The signed-in user's marina of that name. */
export async function marinaNamed(page: Page, name: string): Promise<{ guid: string; clientId: string }> {
  const user = await signedInUser(page);
  const marina = user.marinas.find((m) => m.name === name);
  if (!marina) throw new Error(`the signed-in user has no marina named ${name}`);
  return { guid: marina.guid, clientId: user.clientId };
}

export async function typeNamed(page: Page, marinaId: string, name: string): Promise<LocationType> {
  const types = (await (
    await callApi(page, locationTypesApi.list, { query: { marinaId } })
  ).json()) as LocationType[];
  const type = types.find((t) => t.name.toLowerCase() === name);
  if (!type) throw new Error(`no location type ${name}`);
  return type;
}

/** A dock with slips under it, made through the API (locationsApi.create with name, then names[]). */
export async function createDockWithSlips(
  page: Page,
  marinaId: string,
  dockName: string,
  slipNames: string[],
): Promise<Location> {
  const dockType = await typeNamed(page, marinaId, 'dock');
  const slipType = await typeNamed(page, marinaId, 'slip');
  const dockResponse = await callApi(page, locationsApi.create, {
    body: { guid: crypto.randomUUID(), marinaId, name: dockName, typeId: dockType.guid, status: 'active' },
  });
  expect(dockResponse.status()).toBe(201);
  const dock = (await dockResponse.json()) as Location;
  const slips = await callApi(page, locationsApi.create, {
    body: { marinaId, names: slipNames, typeId: slipType.guid, parentId: dock.guid, status: 'active' },
  });
  expect(slips.ok()).toBe(true);
  return dock;
}

/** The live children of a location, by name. */
export async function childNames(page: Page, marinaId: string, parentId: string): Promise<string[]> {
  const response = await callApi(page, locationsApi.list, { query: { marinaId, parentId } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LocationListItem[]).map((l) => l.name).sort();
}
