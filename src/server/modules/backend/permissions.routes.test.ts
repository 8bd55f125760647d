import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientAdmin, addTestUser, expectSuperAdminOnly } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { requestAs } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let as: ReturnType<typeof requestAs>;

beforeAll(async () => {
  t = await buildTestApp();
  as = requestAs(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

const accessUrl = (marinaGuid: string, userGuid: string) =>
  `/api/backend/marinas/${marinaGuid}/users/${userGuid}`;
const grant = (url: string, payload: object = { permissionType: 'marina_access' }) =>
  as(tenant.superAdmin, { method: 'POST', url, payload });
const revoke = (url: string) => as(tenant.superAdmin, { method: 'DELETE', url });
const permissionsOf = async (guid: string) =>
  (await as(tenant.superAdmin, { url: `/api/backend/users/${guid}/permissions` })).json();

describe('marina access and marina admin', () => {
  it('grants marina_access (201), returns the existing one on repeat (200), and the user sees the marina', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'access');
    const url = accessUrl(tenant.marinas[1]!.guid, user.guid);
    const first = await grant(url);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      guid: expect.any(String),
      permissionType: 'marina_access',
      marinaId: tenant.marinas[1]!.guid,
    });
    const again = await grant(url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await permissionsOf(user.guid)).toEqual([first.json()]);
    const marinas = (await as(user, { url: '/api/marinas' })).json();
    expect(marinas.map((m: { guid: string }) => m.guid)).toEqual([tenant.marinas[1]!.guid]);
  });

  it('grants and removes admin of one marina; DELETE defaults to marina_access', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'marina-admin');
    const url = accessUrl(tenant.marinas[0]!.guid, user.guid);
    expect((await grant(url, { permissionType: 'admin' })).statusCode).toBe(201);
    expect((await grant(url)).statusCode).toBe(201);
    expect(
      (await permissionsOf(user.guid)).map((p: { permissionType: string }) => p.permissionType).sort(),
    ).toEqual(['admin', 'marina_access']);
    expect((await revoke(url)).json()).toEqual({ deleted: true });
    expect((await revoke(url)).json()).toEqual({ deleted: false });
    expect((await permissionsOf(user.guid)).map((p: { permissionType: string }) => p.permissionType)).toEqual(
      ['admin'],
    );
    expect((await revoke(`${url}?permissionType=admin`)).json()).toEqual({ deleted: true });
    expect(await permissionsOf(user.guid)).toEqual([]);
  });

  it('refuses a marina of another client (400) and answers 404 for unknown marinas or users', async () => {
    const foreign = await grant(accessUrl(other.marinas[0]!.guid, tenant.staff.guid));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("params.marinaId: is not a marina of the user's client");
    expect((await grant(accessUrl(randomUUID(), tenant.staff.guid))).statusCode).toBe(404);
    expect((await grant(accessUrl(tenant.marinas[0]!.guid, randomUUID()))).statusCode).toBe(404);
    expect((await revoke(accessUrl(other.marinas[0]!.guid, tenant.staff.guid))).statusCode).toBe(400);
    expect(
      (await as(tenant.superAdmin, { url: `/api/backend/users/${randomUUID()}/permissions` })).statusCode,
    ).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const url = accessUrl(tenant.marinas[0]!.guid, tenant.staff.guid);
    const badType = await grant(url, { permissionType: 'super_admin' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/^body\.permissionType: /);
    expect((await grant(accessUrl('x', tenant.staff.guid))).json().message).toMatch(/^params\.marinaId: /);
    expect((await revoke(`${url}?permissionType=owner`)).json().message).toMatch(
      /^querystring\.permissionType: /,
    );
    const badGuid = await as(tenant.superAdmin, { url: '/api/backend/users/12/permissions' });
    expect(badGuid.json().message).toMatch(/^params\.guid: /);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    const url = accessUrl(tenant.marinas[1]!.guid, tenant.staff.guid);
    await expectSuperAdminOnly(as, tenant, clientAdmin, {
      url: `/api/backend/users/${tenant.staff.guid}/permissions`,
    });
    await expectSuperAdminOnly(as, tenant, clientAdmin, { method: 'POST', url, payload: {} });
    await expectSuperAdminOnly(as, tenant, clientAdmin, {
      method: 'DELETE',
      url: accessUrl(tenant.marinas[0]!.guid, tenant.staff.guid),
    });
    expect((await permissionsOf(tenant.staff.guid)).map((p: { marinaId: string }) => p.marinaId)).toEqual([
      tenant.marinas[0]!.guid,
    ]);
  });
});

describe('client-wide admin', () => {
  it('grants admin of every marina of the client (marinaId null), idempotently, and removes it', async () => {
    const user = await addTestUser(t.database.db, other.clientId, 'client-wide');
    const url = `/api/backend/users/${user.guid}/client-admin`;
    const first = await as(tenant.superAdmin, { method: 'POST', url });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ guid: expect.any(String), permissionType: 'admin', marinaId: null });
    const again = await as(tenant.superAdmin, { method: 'POST', url });
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(first.json().guid);
    const marinas = (await as(user, { url: '/api/marinas' })).json();
    expect(marinas.map((m: { guid: string }) => m.guid).sort()).toEqual(
      other.marinas.map((m) => m.guid).sort(),
    );
    expect((await as(tenant.superAdmin, { method: 'DELETE', url })).json()).toEqual({ deleted: true });
    expect(await permissionsOf(user.guid)).toEqual([]);
  });

  it('answers 404 for an unknown user, 401 signed out and 403 to everyone but super_admin', async () => {
    const unknown = await as(tenant.superAdmin, {
      method: 'POST',
      url: `/api/backend/users/${randomUUID()}/client-admin`,
    });
    expect(unknown.statusCode).toBe(404);
    const url = `/api/backend/users/${tenant.staff.guid}/client-admin`;
    await expectSuperAdminOnly(as, tenant, clientAdmin, { method: 'POST', url });
    await expectSuperAdminOnly(as, tenant, clientAdmin, {
      method: 'DELETE',
      url: `/api/backend/users/${clientAdmin.guid}/client-admin`,
    });
    expect(await permissionsOf(tenant.staff.guid)).toHaveLength(1);
  });
});
