import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import {
  createLocation,
  createLocationType,
  requestAs,
  type TestRow,
} from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let as: ReturnType<typeof requestAs>;
let pier: TestRow;
let foreign: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  as = requestAs(t.app);
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

const url = (guid: string) => `/api/locations/${guid}/reference-position`;

describe('/api/locations/{guid}/reference-position', () => {
  it('starts unset, an admin sets it, staff read it, an admin clears it', async () => {
    expect((await as(tenant.staff, { url: url(pier.guid) })).json()).toEqual({ reference: null });
    const set = await as(tenant.admin, {
      method: 'PUT',
      url: url(pier.guid),
      payload: { latitude: '38.9784', longitude: -76.4922, marinaId: tenant.marinas[0]!.guid },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      reference: { latitude: '38.97840000', longitude: '-76.49220000', source: 'admin' },
    });
    const read = await as(tenant.staff, { url: url(pier.guid) });
    expect(read.json()).toEqual(set.json());
    const cleared = await as(tenant.superAdmin, { method: 'DELETE', url: url(pier.guid) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ reference: null });
  });

  it('answers 400 for bad coordinates, a malformed guid or another marina id', async () => {
    const put = (payload: object) => as(tenant.admin, { method: 'PUT', url: url(pier.guid), payload });
    const high = await put({ latitude: 91, longitude: 0 });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/^body\.latitude: /);
    expect((await put({ latitude: 'north', longitude: 0 })).json().message).toMatch(/^body\.latitude: /);
    expect((await put({ latitude: 10 })).json().message).toMatch(/^body\.longitude: /);
    expect((await put({ latitude: 1, longitude: 1, marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(
      400,
    );
    expect((await as(tenant.admin, { url: url('pier-1') })).statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    expect((await as(null, { url: url(pier.guid) })).statusCode).toBe(401);
    const put = await as(null, {
      method: 'PUT',
      url: url(pier.guid),
      payload: { latitude: 1, longitude: 1 },
    });
    expect(put.statusCode).toBe(401);
    expect((await as(null, { method: 'DELETE', url: url(pier.guid) })).statusCode).toBe(401);
  });

  it('answers 403 to staff writing, and to staff of another marina reading', async () => {
    const put = await as(tenant.staff, {
      method: 'PUT',
      url: url(pier.guid),
      payload: { latitude: 1, longitude: 1 },
    });
    expect(put.statusCode).toBe(403);
    expect((await as(tenant.staff, { method: 'DELETE', url: url(pier.guid) })).statusCode).toBe(403);
    expect((await as(tenant.staffOther, { url: url(pier.guid) })).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's or an unknown location", async () => {
    for (const guid of [foreign.guid, randomUUID()]) {
      expect((await as(tenant.superAdmin, { url: url(guid) })).statusCode).toBe(404);
      const put = await as(tenant.superAdmin, {
        method: 'PUT',
        url: url(guid),
        payload: { latitude: 1, longitude: 1 },
      });
      expect(put.statusCode).toBe(404);
      expect((await as(tenant.superAdmin, { method: 'DELETE', url: url(guid) })).statusCode).toBe(404);
    }
  });
});
