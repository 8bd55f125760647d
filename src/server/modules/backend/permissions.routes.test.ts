import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendApi } from '#core/backend/backend.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { addClientAdmin, addTestUser, expectSuperAdminOnly } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import type { Callable } from '#server/test/test-input.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

type Access = { marinaId: string; userId: string };
const access = (marinaGuid: string, userGuid: string): Access => ({ marinaId: marinaGuid, userId: userGuid });
const grant = (params: Access, payload: object = { permissionType: 'marina_access' }) =>
  inject(backendApi.grantMarina, { params, body: payload }, { as: tenant.superAdmin });
const revoke = (params: Access, query: { permissionType?: string } = {}) =>
  inject(backendApi.revokeMarina, { params, query }, { as: tenant.superAdmin });
const permissionsAs = (user: { email: string } | null, guid: string) =>
  inject(backendApi.userPermissions, { params: { guid } }, { as: user });
const permissionsOf = async (guid: string) => (await permissionsAs(tenant.superAdmin, guid)).json();
/** Signed out 401, staff and both admins 403 (the shared check), calling the endpoint as each. */
const superAdminOnly = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
  expectSuperAdminOnly((user) => inject(endpoint, input, { as: user }), tenant, clientAdmin);
const marinasOf = async (user: { email: string }) => (await inject(marinasApi.list, {}, { as: user })).json();

describe('marina access and marina admin', () => {
  it('grants marina_access (201), returns the existing one on repeat (200), and the user sees the marina', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'access');
    const params = access(tenant.marinas[1]!.guid, user.guid);
    const first = await grant(params);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      guid: expect.any(String),
      permissionType: 'marina_access',
      marinaId: tenant.marinas[1]!.guid,
    });
    const again = await grant(params);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await permissionsOf(user.guid)).toEqual([first.json()]);
    const marinas = await marinasOf(user);
    expect(marinas.map((m: { guid: string }) => m.guid)).toEqual([tenant.marinas[1]!.guid]);
  });

  it('grants and removes admin of one marina; DELETE defaults to marina_access', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'marina-admin');
    const params = access(tenant.marinas[0]!.guid, user.guid);
    expect((await grant(params, { permissionType: 'admin' })).statusCode).toBe(201);
    expect((await grant(params)).statusCode).toBe(201);
    expect(
      (await permissionsOf(user.guid)).map((p: { permissionType: string }) => p.permissionType).sort(),
    ).toEqual(['admin', 'marina_access']);
    expect((await revoke(params)).json()).toEqual({ deleted: true });
    expect((await revoke(params)).json()).toEqual({ deleted: false });
    expect((await permissionsOf(user.guid)).map((p: { permissionType: string }) => p.permissionType)).toEqual(
      ['admin'],
    );
    expect((await revoke(params, { permissionType: 'admin' })).json()).toEqual({ deleted: true });
    expect(await permissionsOf(user.guid)).toEqual([]);
  });

  it('refuses a marina of another client (400) and answers 404 for unknown marinas or users', async () => {
    const foreign = await grant(access(other.marinas[0]!.guid, tenant.staff.guid));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("params.marinaId: is not a marina of the user's client");
    expect((await grant(access(randomUUID(), tenant.staff.guid))).statusCode).toBe(404);
    expect((await grant(access(tenant.marinas[0]!.guid, randomUUID()))).statusCode).toBe(404);
    expect((await revoke(access(other.marinas[0]!.guid, tenant.staff.guid))).statusCode).toBe(400);
    expect((await permissionsAs(tenant.superAdmin, randomUUID())).statusCode).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const params = access(tenant.marinas[0]!.guid, tenant.staff.guid);
    const badType = await grant(params, { permissionType: 'super_admin' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/^body\.permissionType: /);
    expect((await grant(access('x', tenant.staff.guid))).json().message).toMatch(/^params\.marinaId: /);
    expect((await revoke(params, { permissionType: 'owner' })).json().message).toMatch(
      /^querystring\.permissionType: /,
    );
    const badGuid = await permissionsAs(tenant.superAdmin, '12');
    expect(badGuid.json().message).toMatch(/^params\.guid: /);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    const params = access(tenant.marinas[1]!.guid, tenant.staff.guid);
    await superAdminOnly(backendApi.userPermissions, { params: { guid: tenant.staff.guid } });
    await superAdminOnly(backendApi.grantMarina, { params, body: {} });
    await superAdminOnly(backendApi.revokeMarina, {
      params: access(tenant.marinas[0]!.guid, tenant.staff.guid),
    });
    expect((await permissionsOf(tenant.staff.guid)).map((p: { marinaId: string }) => p.marinaId)).toEqual([
      tenant.marinas[0]!.guid,
    ]);
  });
});

describe('client-wide admin', () => {
  it('grants admin of every marina of the client (marinaId null), idempotently, and removes it', async () => {
    const user = await addTestUser(t.database.db, other.clientId, 'client-wide');
    const params = { guid: user.guid };
    const first = await inject(backendApi.grantClientAdmin, { params }, { as: tenant.superAdmin });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ guid: expect.any(String), permissionType: 'admin', marinaId: null });
    const again = await inject(backendApi.grantClientAdmin, { params }, { as: tenant.superAdmin });
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(first.json().guid);
    const marinas = await marinasOf(user);
    expect(marinas.map((m: { guid: string }) => m.guid).sort()).toEqual(
      other.marinas.map((m) => m.guid).sort(),
    );
    expect(
      (await inject(backendApi.revokeClientAdmin, { params }, { as: tenant.superAdmin })).json(),
    ).toEqual({
      deleted: true,
    });
    expect(await permissionsOf(user.guid)).toEqual([]);
  });

  it('answers 404 for an unknown user, 401 signed out and 403 to everyone but super_admin', async () => {
    const unknown = await inject(
      backendApi.grantClientAdmin,
      { params: { guid: randomUUID() } },
      { as: tenant.superAdmin },
    );
    expect(unknown.statusCode).toBe(404);
    await superAdminOnly(backendApi.grantClientAdmin, { params: { guid: tenant.staff.guid } });
    await superAdminOnly(backendApi.revokeClientAdmin, { params: { guid: clientAdmin.guid } });
    expect(await permissionsOf(tenant.staff.guid)).toHaveLength(1);
  });
});
