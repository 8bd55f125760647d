import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { addClientAdmin, expectSuperAdminOnly } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
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

const post = (payload: object, user: { email: string } | null = tenant.superAdmin) =>
  inject(backendApi.createClient, { body: payload }, { as: user });
const put = (guid: string, payload: object) =>
  inject(backendApi.updateClient, { params: { guid }, body: payload }, { as: tenant.superAdmin });
const list = () => inject(backendApi.listClients, {}, { as: tenant.superAdmin });
/** Signed out 401, staff and both admins 403 (the shared check), calling the endpoint as each. */
const superAdminOnly = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
  expectSuperAdminOnly((user) => inject(endpoint, input, { as: user }), tenant, clientAdmin);

describe(routeKey(backendApi.listClients), () => {
  it('lists every client, across tenants, with the entity fields', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const guids = response.json().map((c: { guid: string }) => c.guid);
    expect(guids).toEqual(expect.arrayContaining([tenant.clientGuid, other.clientGuid]));
    const own = response.json().find((c: { guid: string }) => c.guid === tenant.clientGuid);
    expect(Object.keys(own).sort()).toEqual(
      ['contactEmail', 'contactPhone', 'createdAt', 'description', 'guid', 'name', 'updatedAt'].sort(),
    );
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.listClients, {});
  });
});

describe(routeKey(backendApi.createClient), () => {
  it('creates a client (201), trimming and storing blank optional fields as null', async () => {
    const response = await post({
      name: '  Harbour Co ',
      contactEmail: 'ops@harbour.example',
      contactPhone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guid: expect.any(String),
      name: 'Harbour Co',
      contactEmail: 'ops@harbour.example',
      contactPhone: null,
      description: null,
    });
  });

  it('is idempotent on guid: same content 200, different content 409', async () => {
    const guid = randomUUID();
    expect((await post({ guid, name: 'Retry Co' })).statusCode).toBe(201);
    const again = await post({ guid, name: 'Retry Co' });
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(guid);
    expect((await post({ guid, name: 'Other Co' })).statusCode).toBe(409);
  });

  it('answers 400 naming the field', async () => {
    for (const [payload, message] of [
      [{}, /^body\.name: Client name is required$/],
      [{ name: '  ' }, /^body\.name: Client name is required$/],
      [{ name: 'x'.repeat(201) }, /^body\.name: /],
      [{ name: 'A', contactEmail: 'not-an-email' }, /^body\.contactEmail: /],
      [{ name: 'A', contactPhone: '1'.repeat(51) }, /^body\.contactPhone: /],
      [{ name: 'A', description: 'x'.repeat(2001) }, /^body\.description: /],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.createClient, { body: { name: 'Sneaky Co' } });
    const names = (await list()).json().map((c: { name: string }) => c.name);
    expect(names).not.toContain('Sneaky Co');
  });
});

describe(routeKey(backendApi.updateClient), () => {
  it('replaces the fields of any client', async () => {
    const created = (await post({ name: 'Edit Co', contactPhone: '123' })).json();
    const response = await put(created.guid, { name: 'Edited Co', description: 'Two marinas' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Edited Co',
      contactPhone: null,
      description: 'Two marinas',
    });
    const otherTenant = await put(other.clientGuid, { name: 'Other renamed' });
    expect(otherTenant.statusCode).toBe(200);
  });

  it('answers 404 for an unknown guid, 400 for bad input, 401 and 403', async () => {
    expect((await put(randomUUID(), { name: 'X' })).statusCode).toBe(404);
    const bad = await put('12', { name: 'X' });
    expect(bad.json().message).toMatch(/^params\.guid: /);
    const blank = await put(tenant.clientGuid, { name: '' });
    expect(blank.json().message).toMatch(/^body\.name: /);
    await superAdminOnly(backendApi.updateClient, {
      params: { guid: tenant.clientGuid },
      body: { name: 'Hijacked' },
    });
  });
});

// Every backend (clients, marinas, users, permissions, name fixer) endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(backendApi, {
  listClients: { success: 200, request: () => ({}) },
  createClient: {
    success: 201,
    request: (w) => ({
      body: { guid: w.fresh.guid(), name: w.fresh.name('Client') },
    }),
    singleLine: [['name']],
  },
  updateClient: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.client()).guid },
      body: { name: w.fresh.name('Client'), contactEmail: 'ops@example.com' },
    }),
  },
  listMarinas: { success: 200, request: () => ({}) },
  createMarina: {
    success: 201,
    request: (w) => ({
      body: { guid: w.fresh.guid(), name: w.fresh.name('Marina'), clientId: w.a.clientGuid },
    }),
    singleLine: [['name']],
  },
  updateMarina: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.marina()).guid },
      body: { name: w.fresh.name('Marina'), clientId: w.a.clientGuid, location: 'East Bay' },
    }),
  },
  listUsers: { success: 200, request: () => ({}) },
  createUser: {
    success: 201,
    request: (w) => ({
      body: { guid: w.fresh.guid(), email: `${w.fresh.guid()}@test.example`, clientId: w.a.clientGuid },
    }),
  },
  updateUser: {
    success: 200,
    request: async (w) => {
      const user = await w.fresh.user();
      return {
        params: { guid: user.guid },
        body: { email: user.email, firstName: 'Renamed', clientId: w.a.clientGuid },
      };
    },
    singleLine: [['firstName']],
  },
  userPermissions: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    }),
  },
  grantClientAdmin: {
    success: 201,
    request: async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    }),
  },
  revokeClientAdmin: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    }),
  },
  grantMarina: {
    success: 201,
    request: async (w) => ({
      params: { marinaId: w.m0.guid, userId: (await w.fresh.user()).guid },
      body: { permissionType: 'marina_access' },
    }),
  },
  revokeMarina: {
    success: 200,
    request: async (w) => ({
      params: { marinaId: w.m0.guid, userId: (await w.fresh.user()).guid },
      query: { permissionType: 'admin' },
    }),
  },
  searchByPattern: {
    success: 200,
    request: (w) => ({
      body: { clientId: w.a.clientGuid, marinaId: w.m0.guid, pattern: 'D-%' },
    }),
  },
  previewReplacements: {
    success: 200,
    request: (w) => ({
      body: {
        locations: [{ guid: w.location.guid, name: 'D-1' }],
        searchPattern: 'D-',
        replacementPattern: 'Dock ',
      },
    }),
  },
  commitNameChanges: {
    success: 200,
    request: async (w) => ({
      body: {
        marinaId: w.m0.guid,
        updates: [{ guid: (await w.fresh.location()).guid, newName: w.fresh.name('Dock') }],
      },
    }),
    singleLine: [['updates', 0, 'newName']],
  },
});
