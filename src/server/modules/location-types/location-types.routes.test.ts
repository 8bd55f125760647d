import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { locationTypes } from '#server/db/schema/index.ts';
import { addClientAdmin } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocationType } from '#server/test/location-factories.ts';
import { TYPES_ARE_SHARED } from './location-types-admin.service.ts';

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
  for (const name of ['slip', 'building', 'Dock 10', 'Dock 9'])
    await createLocationType(t.database.db, tenant.clientId, name);
  await createLocationType(t.database.db, other.clientId, 'secret type');
});
afterAll(() => t.close());

const typeNames = async (clientId: number) =>
  (
    await t.database.db
      .select({ name: locationTypes.name })
      .from(locationTypes)
      .where(eq(locationTypes.clientId, clientId))
  )
    .map((r) => r.name)
    .sort();
const list = (
  user: { email: string } | null,
  query: Record<string, string> = { marinaId: tenant.marinas[0]!.guid },
) => inject(locationTypesApi.list, { query }, { as: user });
const post = (user: { email: string } | null, payload: Record<string, unknown>) =>
  inject(locationTypesApi.create, { body: payload }, { as: user });

describe(routeKey(locationTypesApi.list), () => {
  it("lists the client's types by name (natural order) as guid and name, never another client's", async () => {
    const response = await list(tenant.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { name: string }) => r.name)).toEqual([
      'building',
      'Dock 9',
      'Dock 10',
      'slip',
    ]);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['guid', 'name']);
    expect((await list(tenant.staffOther, {})).json()).toHaveLength(4);
  });

  it('answers 400 for a malformed marinaId, 401 signed out, 403 without access, 404 for another tenant', async () => {
    expect((await list(tenant.staff, { marinaId: 'x' })).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(null, {})).statusCode).toBe(401);
    expect((await list(tenant.staffOther)).statusCode).toBe(403);
    expect((await list(tenant.superAdmin, { marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
  });
});

describe(routeKey(locationTypesApi.create), () => {
  it('creates a trimmed type: 201 with guid and name', async () => {
    const response = await post(clientAdmin, { name: '  pontoon ', marinaId: tenant.marinas[0]!.guid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ guid: expect.any(String), name: 'pontoon' });
    expect((await post(clientAdmin, { name: 'mooring' })).statusCode).toBe(201);
  });

  it("answers 409 'Location type already exists' for a name the client has (case-insensitive)", async () => {
    const response = await post(tenant.superAdmin, { name: 'SLIP' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'locations.typeExists',
      message: 'Location type already exists',
    });
    expect((await post(other.superAdmin, { name: 'slip' })).statusCode).toBe(201);
  });

  it('is idempotent on the client guid: same name 200, different name 409', async () => {
    const guid = crypto.randomUUID();
    const first = await post(clientAdmin, { name: 'cabin', guid });
    expect(first.statusCode).toBe(201);
    expect(first.json().guid).toBe(guid);
    const retry = await post(clientAdmin, { name: 'cabin', guid });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await post(clientAdmin, { name: 'campsite', guid })).statusCode).toBe(409);
    expect(await typeNames(tenant.clientId)).not.toContain('campsite');
  });

  it('answers 400 naming the field for bad input', async () => {
    const before = await typeNames(tenant.clientId);
    for (const [payload, message] of [
      [{ name: '   ' }, /^body\.name: Location type name is required$/],
      [{}, /^body\.name: Location type name is required$/],
      [{ name: 'x'.repeat(201) }, /^body\.name: /],
      [{ name: 'ok', marinaId: 'x' }, /^body\.marinaId: /],
      [{ name: 'ok', guid: 'x' }, /^body\.guid: /],
    ] as const) {
      const response = await post(clientAdmin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await typeNames(tenant.clientId)).toEqual(before);
  });

  it('answers 403 to a marina admin, even for their own marina: only client admins (and super_admin) add to the types every marina shares', async () => {
    const before = await typeNames(tenant.clientId);
    for (const payload of [{ name: 'kiosk', marinaId: tenant.marinas[0]!.guid }, { name: 'kiosk' }]) {
      const response = await post(tenant.admin, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'auth.forbidden', message: TYPES_ARE_SHARED });
    }
    expect(await typeNames(tenant.clientId)).toEqual(before);
    const made = await post(clientAdmin, { name: 'kiosk', marinaId: tenant.marinas[0]!.guid });
    expect(made.statusCode).toBe(201);
  });

  it('answers 401 signed out, 403 for staff and an admin of another marina, 404 for another tenant', async () => {
    const before = await typeNames(tenant.clientId);
    expect((await post(null, { name: 'x1' })).statusCode).toBe(401);
    expect((await post(tenant.staff, { name: 'x2' })).statusCode).toBe(403);
    expect((await post(tenant.staff, { name: 'x3', marinaId: tenant.marinas[0]!.guid })).statusCode).toBe(
      403,
    );
    expect((await post(tenant.admin, { name: 'x4', marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(
      403,
    );
    const foreign = await post(tenant.superAdmin, { name: 'x5', marinaId: other.marinas[0]!.guid });
    expect(foreign.statusCode).toBe(404);
    expect(await typeNames(tenant.clientId)).toEqual(before);
    expect(await typeNames(other.clientId)).toEqual(['secret type', 'slip']);
  });
});

// Every location types endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(locationTypesApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  create: {
    success: 201,
    request: (w) => ({
      body: { name: w.fresh.name('Type'), marinaId: w.m0.guid, guid: w.fresh.guid() },
    }),
    singleLine: [['name']],
  },
  rename: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.locationType()).guid },
      body: { name: w.fresh.name('Type'), marinaId: w.m0.guid },
    }),
    singleLine: [['name']],
  },
  remove: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.locationType()).guid },
      query: { marinaId: w.m0.guid },
    }),
  },
});
