import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import {
  createLocationTree,
  createLocationType,
  snapshotLocations,
  type TestRow,
} from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let dock: TestRow;
let slip: TestRow;
let rows: Record<string, TestRow>;
let foreignType: TestRow;
let foreign: Record<string, TestRow>;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  dock = await createLocationType(db, tenant.clientId, 'dock');
  slip = await createLocationType(db, tenant.clientId, 'slip');
  rows = await createLocationTree(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    dock.id,
    {
      'Dock A': { 'A-1': {} },
      'Dock B': {},
    },
  );
  Object.assign(
    rows,
    await createLocationTree(db, { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id }, dock.id, {
      'South Dock': {},
    }),
  );
  foreignType = await createLocationType(db, other.clientId, 'dock');
  foreign = await createLocationTree(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    foreignType.id,
    {
      'Foreign Dock': {},
    },
  );
});
afterAll(() => t.close());

const post = (user: { email: string } | null, payload: Record<string, unknown>) =>
  inject(locationsApi.create, { body: payload }, { as: user });
const base = () => ({ marinaId: tenant.marinas[0]!.guid, typeId: slip.guid });
const snapshot = () => snapshotLocations(t.database.db, tenant.clientId);

describe(`${routeKey(locationsApi.create)} (one name)`, () => {
  it('creates the location: 201, defaults, trimmed description, parent none -> top level', async () => {
    const response = await post(tenant.admin, {
      ...base(),
      name: ' Fuel Dock ',
      parentId: 'none',
      description: '  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      guid: expect.any(String),
      name: 'Fuel Dock',
      typeId: slip.guid,
      typeName: 'slip',
      parentId: null,
      description: null,
      status: 'active',
      hasOccupancy: false,
      marinaId: tenant.marinas[0]!.guid,
      createdAt: expect.any(String),
    });
    const under = await post(tenant.superAdmin, {
      ...base(),
      name: 'A-2',
      parentId: rows['Dock A']!.guid,
      status: 'maintenance',
      hasOccupancy: true,
      description: ' by the ramp ',
    });
    expect(under.json()).toMatchObject({
      parentId: rows['Dock A']!.guid,
      status: 'maintenance',
      hasOccupancy: true,
    });
    expect(under.json().description).toBe('by the ramp');
  });

  it('is idempotent on the client guid: same content 200 with the same record, different content 409', async () => {
    const guid = crypto.randomUUID();
    const payload = { ...base(), guid, name: 'B-1', parentId: rows['Dock B']!.guid };
    const first = await post(tenant.admin, payload);
    expect(first.statusCode).toBe(201);
    const before = await snapshot();
    const retry = await post(tenant.admin, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const changed = await post(tenant.admin, { ...payload, status: 'occupied' });
    expect(changed.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 naming the name for a live sibling of the same name (case-insensitive)', async () => {
    const before = await snapshot();
    const response = await post(tenant.admin, { ...base(), name: 'a-1', parentId: rows['Dock A']!.guid });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"a-1"');
    expect(response.json().code).toBe('locations.nameTaken');
    expect(await snapshot()).toEqual(before);
    const elsewhere = await post(tenant.admin, { ...base(), name: 'A-1', parentId: rows['Dock B']!.guid });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 400 naming the field for bad input, and changes nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base() }, /^body\.name: Location name is required$/],
      [{ ...base(), name: 'x'.repeat(201) }, /^body\.name: /],
      [{ ...base(), name: 'X', description: 'x'.repeat(2001) }, /^body\.description: /],
      [{ marinaId: tenant.marinas[0]!.guid, name: 'X' }, /^body\.typeId: Location type is required$/],
      [{ ...base(), name: 'X', status: 'closed' }, /^body\.status: /],
      [{ ...base(), name: 'X', parentId: 'dock-a' }, /^body\.parentId: /],
      [{ ...base(), name: 'X', typeId: foreignType.guid }, /^body\.typeId: /],
      [{ ...base(), name: 'X', parentId: rows['South Dock']!.guid }, /^body\.parentId: /],
      [{ ...base(), name: 'X', parentId: foreign['Foreign Dock']!.guid }, /^body\.parentId: /],
      [{ ...base(), names: Array.from({ length: 501 }, (_, i) => `S-${i}`) }, /^body\.names: /],
      [{ typeId: slip.guid, name: 'X' }, /^body\.marinaId: /],
    ];
    for (const [payload, message] of cases) {
      const response = await post(tenant.admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 signed out, 403 for staff and for an admin of another marina, 404 for another tenant', async () => {
    const before = await snapshot();
    expect((await post(null, { ...base(), name: 'X' })).statusCode).toBe(401);
    expect((await post(tenant.staff, { ...base(), name: 'X' })).statusCode).toBe(403);
    const otherMarina = { ...base(), marinaId: tenant.marinas[1]!.guid, name: 'X' };
    expect((await post(tenant.admin, otherMarina)).statusCode).toBe(403);
    const foreignMarina = await post(tenant.superAdmin, {
      ...base(),
      marinaId: other.marinas[0]!.guid,
      name: 'X',
    });
    expect(foreignMarina.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(await snapshotLocations(t.database.db, other.clientId)).toHaveLength(1);
  });
});

describe(`${routeKey(locationsApi.create)} (bulk names)`, () => {
  it('creates the new names and reports the duplicates and repeats as failed', async () => {
    const response = await post(tenant.admin, {
      ...base(),
      parentId: rows['Dock A']!.guid,
      names: ['A-3', 'A-1', 'A-4', 'a-3', '', 'A-10'],
      status: 'occupied',
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.created.map((l: { name: string }) => l.name)).toEqual(['A-3', 'A-4', 'A-10']);
    expect(results.created[0]).toMatchObject({
      parentId: rows['Dock A']!.guid,
      status: 'occupied',
      typeName: 'slip',
    });
    expect(results.failed).toEqual([
      { name: 'A-1', reason: expect.stringMatching(/already exists/) },
      { name: 'a-3', reason: expect.stringMatching(/earlier in the list/) },
    ]);
    const children = (
      await inject(locationsApi.get, { params: { guid: rows['Dock A']!.guid } }, { as: tenant.staff })
    ).json().children;
    expect(children.map((c: { name: string }) => c.name)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-10']);
  });

  it('answers every name failed (still 200) when all exist', async () => {
    const response = await post(tenant.admin, { ...base(), names: ['Dock A', 'dock b'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.created).toEqual([]);
    expect(response.json().results.failed.map((f: { name: string }) => f.name)).toEqual(['Dock A', 'dock b']);
  });

  it('creates up to 500 names in one request', async () => {
    const names = Array.from({ length: 500 }, (_, i) => `Bulk ${i + 1}`);
    const response = await post(tenant.admin, { ...base(), typeId: dock.guid, names });
    expect(response.json().results.created).toHaveLength(500);
    expect(response.json().results.failed).toEqual([]);
  });

  it('answers 403 for staff and creates nothing', async () => {
    const before = await snapshot();
    expect((await post(tenant.staff, { ...base(), names: ['Z-1'] })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
