import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const get = (user?: { email: string }) => inject(marinasApi.list, {}, { as: user });

describe(routeKey(marinasApi.list), () => {
  it('answers 401 when signed out', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it('lists only the marinas a staff member may access, with guid, name and location', async () => {
    const response = await get(tenant.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      // timeZone: issue 17 (decision 0026); the factory's marinas take the default.
      {
        guid: tenant.marinas[0]!.guid,
        name: 'North Marina',
        location: 'North Bay',
        timeZone: 'UTC',
        // Issue 18 (decision 0035): a marina that never chose has a US marina's units.
        units: { power: 'kWh', water: 'gal', gas: 'ft3' },
        // Issue 33: what its guards' phones keep; checks off and no number until an admin sets them.
        safety: { checkIntervalMinutes: null, graceMinutes: 10, emergencyPhone: null },
      },
    ]);
  });

  it("lists all of the client's marinas for a super_admin and never another client's", async () => {
    const guids = (await get(tenant.superAdmin)).json().map((m: { guid: string }) => m.guid);
    expect(guids.sort()).toEqual(tenant.marinas.map((m) => m.guid).sort());
    for (const m of other.marinas) expect(guids).not.toContain(m.guid);
  });
});

describe(routeKey(marinasApi.setMeterUnits), () => {
  const put = (guid: string, payload: unknown, user?: { email: string }) =>
    inject(marinasApi.setMeterUnits, { params: { guid }, body: payload }, { as: user });
  const metric = { power: 'kWh', water: 'm3', gas: 'm3' };

  it("lets the marina's admin set the units, and every read of the marina shows them", async () => {
    const response = await put(tenant.marinas[0]!.guid, metric, tenant.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ guid: tenant.marinas[0]!.guid, units: metric });
    const list = (await get(tenant.staff)).json();
    expect(list[0].units).toEqual(metric);
    const user = await inject(authApi.user, {}, { as: tenant.staff });
    expect(user.json().marinas[0].units).toEqual(metric);
    // The other marina keeps its own.
    const all = (await get(tenant.superAdmin)).json() as { guid: string; units: unknown }[];
    expect(all.find((m) => m.guid === tenant.marinas[1]!.guid)?.units).toEqual({
      power: 'kWh',
      water: 'gal',
      gas: 'ft3',
    });
    await put(tenant.marinas[0]!.guid, { power: 'kWh', water: 'gal', gas: 'ft3' }, tenant.admin);
  });

  it('answers 400 naming the field for a unit its meter type does not allow, and changes nothing', async () => {
    for (const [body, field] of [
      [{ ...metric, water: 'therm' }, 'water'],
      [{ ...metric, gas: 'gal' }, 'gas'],
      [{ ...metric, power: 'MWh' }, 'power'],
      [{ ...metric, water: 'm³' }, 'water'],
      [{ power: 'kWh', gas: 'm3' }, 'water'],
    ] as const) {
      const response = await put(tenant.marinas[0]!.guid, body, tenant.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`body.${field}`);
    }
    expect((await get(tenant.staff)).json()[0].units.water).toBe('gal');
  });

  it('answers 401 signed out, 403 to staff and 404 for another client', async () => {
    expect((await put(tenant.marinas[0]!.guid, metric)).statusCode).toBe(401);
    const staff = await put(tenant.marinas[0]!.guid, metric, tenant.staff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You must be an admin of this marina');
    expect((await put(tenant.marinas[1]!.guid, metric, tenant.admin)).statusCode).toBe(403);
    expect((await put(other.marinas[0]!.guid, metric, tenant.admin)).statusCode).toBe(404);
    expect((await put(other.marinas[0]!.guid, metric, tenant.superAdmin)).statusCode).toBe(404);
    expect((await get(tenant.staff)).json()[0].units.water).toBe('gal');
  });
});

// Every marinas endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(marinasApi, {
  list: { success: 200, request: () => ({}) },
  setMeterUnits: {
    success: 200,
    request: (w) => ({
      params: { guid: w.m0.guid },
      body: { power: 'kWh', water: 'gal', gas: 'ft3' },
    }),
  },
});
