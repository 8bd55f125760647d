import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patrolApi } from '#core/patrol/patrol.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let pier: TestRow;
let foreign: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const dock = await createLocationType(db, tenant.clientId, 'dock');
  pier = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    { name: 'Pier 1', typeId: dock.id },
  );
  const foreignType = await createLocationType(db, other.clientId, 'dock');
  foreign = await createLocation(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    { name: 'Foreign', typeId: foreignType.id },
  );
});
afterAll(() => t.close());

type User = { email: string } | null;
const read = (user: User, guid: string) => inject(patrolApi.reference, { params: { guid } }, { as: user });
const set = (user: User, guid: string, payload: object) =>
  inject(patrolApi.setReference, { params: { guid }, body: payload }, { as: user });
const clear = (user: User, guid: string) =>
  inject(patrolApi.clearReference, { params: { guid } }, { as: user });

describe(patrolApi.reference.path, () => {
  it('starts unset, an admin sets it, staff read it, an admin clears it', async () => {
    expect((await read(tenant.staff, pier.guid)).json()).toEqual({ reference: null });
    const saved = await set(tenant.admin, pier.guid, {
      latitude: '38.9784',
      longitude: -76.4922,
      marinaId: tenant.marinas[0]!.guid,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      reference: { latitude: '38.97840000', longitude: '-76.49220000', source: 'admin' },
    });
    const again = await read(tenant.staff, pier.guid);
    expect(again.json()).toEqual(saved.json());
    const cleared = await clear(tenant.superAdmin, pier.guid);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ reference: null });
  });

  it('answers 400 for bad coordinates, a malformed guid or another marina id', async () => {
    const put = (payload: object) => set(tenant.admin, pier.guid, payload);
    const high = await put({ latitude: 91, longitude: 0 });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/^body\.latitude: /);
    expect((await put({ latitude: 'north', longitude: 0 })).json().message).toMatch(/^body\.latitude: /);
    expect((await put({ latitude: 10 })).json().message).toMatch(/^body\.longitude: /);
    expect((await put({ latitude: 1, longitude: 1, marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(
      400,
    );
    expect((await read(tenant.admin, 'pier-1')).statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    expect((await read(null, pier.guid)).statusCode).toBe(401);
    const put = await set(null, pier.guid, { latitude: 1, longitude: 1 });
    expect(put.statusCode).toBe(401);
    expect((await clear(null, pier.guid)).statusCode).toBe(401);
  });

  it('answers 403 to staff writing, and to staff of another marina reading', async () => {
    const put = await set(tenant.staff, pier.guid, { latitude: 1, longitude: 1 });
    expect(put.statusCode).toBe(403);
    expect((await clear(tenant.staff, pier.guid)).statusCode).toBe(403);
    expect((await read(tenant.staffOther, pier.guid)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's or an unknown location", async () => {
    for (const guid of [foreign.guid, randomUUID()]) {
      expect((await read(tenant.superAdmin, guid)).statusCode).toBe(404);
      const put = await set(tenant.superAdmin, guid, { latitude: 1, longitude: 1 });
      expect(put.statusCode).toBe(404);
      expect((await clear(tenant.superAdmin, guid)).statusCode).toBe(404);
    }
  });
});

// Every patrol endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(patrolApi, {
  reference: { success: 200, request: (w) => ({ params: { guid: w.location.guid } }) },
  setReference: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
      body: { latitude: '38.9784', longitude: '-76.4922' },
    }),
  },
  clearReference: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
    }),
  },
});
