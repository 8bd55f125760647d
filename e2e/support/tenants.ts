import type { APIResponse, Page } from 'playwright-core';
import { expect } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { callApi } from './api.ts';
import { runTag } from './locations.ts';

/**
 * A client of its own for a test that changes who may see what (a marina's access taken away, a
 * marina with no locations): the demo client every other test uses stays as it was. Made through
 * the backend API with a super admin's page.
 */
export interface TestTenant {
  clientId: string;
  marinas: { guid: string; name: string }[];
}

export interface TestUser {
  guid: string;
  email: string;
  password: string;
}

async function created<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** A new client with one marina per name (each name gets the run's tag). */
export async function newTenant(superAdmin: Page, marinaNames: string[]): Promise<TestTenant> {
  const tag = runTag();
  const client = await created<{ guid: string }>(
    await callApi(superAdmin, backendApi.createClient, { body: { name: `Test client ${tag}` } }),
  );
  const marinas = [];
  for (const name of marinaNames) {
    const marina = await created<{ guid: string; name: string }>(
      await callApi(superAdmin, backendApi.createMarina, {
        body: { name: `${name} ${tag}`, clientId: client.guid },
      }),
    );
    marinas.push({ guid: marina.guid, name: marina.name });
  }
  return { clientId: client.guid, marinas };
}

/** A staff user of the client with access to the marinas given (no admin right). */
export async function newStaffUser(
  superAdmin: Page,
  clientId: string,
  marinaIds: string[],
): Promise<TestUser> {
  const tag = runTag().toLowerCase();
  const email = `staff-${tag}@example.com`;
  const password = `Guard-${tag}-password-2026`;
  const user = await created<{ guid: string }>(
    await callApi(superAdmin, backendApi.createUser, {
      body: { email, firstName: 'Test', lastName: `Guard ${tag}`, clientId, password },
    }),
  );
  for (const marinaId of marinaIds) await grantMarina(superAdmin, marinaId, user.guid);
  return { guid: user.guid, email, password };
}

export async function grantMarina(
  superAdmin: Page,
  marinaId: string,
  userId: string,
  permissionType: 'marina_access' | 'admin' = 'marina_access',
): Promise<void> {
  const response = await callApi(superAdmin, backendApi.grantMarina, {
    params: { marinaId, userId },
    body: { permissionType },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function revokeMarina(superAdmin: Page, marinaId: string, userId: string): Promise<void> {
  const response = await callApi(superAdmin, backendApi.revokeMarina, { params: { marinaId, userId } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs the page's browser in as `user` through the API (set-up; the sign-in screen has its own tests). */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  const response = await callApi(page, authApi.signIn, {
    body: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
