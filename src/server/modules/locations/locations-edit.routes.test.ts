import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { activities } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import {
  addActivity,
  createLocationTree,
  createLocationType,
  deletedAtOf,
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
let foreign: Record<string, TestRow>;
let foreignType: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  dock = await createLocationType(db, tenant.clientId, 'dock');
  slip = await createLocationType(db, tenant.clientId, 'slip');
  const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  rows = await createLocationTree(db, m0, dock.id, {
    'Dock A': { 'A-1': { 'A-1 box': { 'A-1 box meter': {} } }, 'A-2': {} },
    'Dock B': { 'B-1': {} },
    'Dock C': { 'C-1': { 'C-1 box': {} }, 'C-2': {} },
  });
  Object.assign(
    rows,
    await createLocationTree(db, { ...m0, marinaId: tenant.marinas[1]!.id }, dock.id, { South: {} }),
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
  await addActivity(db, m0, rows['C-1 box']!.id, 'patrol_check', new Date());
});
afterAll(() => t.close());

const put = (user: { email: string } | null, guid: string, payload: Record<string, unknown>) =>
  inject(locationsApi.update, { params: { guid }, body: payload }, { as: user });
const form = (changes: Record<string, unknown> = {}) => ({
  name: 'A-2',
  typeId: slip.guid,
  parentId: rows['Dock A']!.guid,
  status: 'active',
  hasOccupancy: false,
  clientId: tenant.clientGuid,
  marinaId: tenant.marinas[0]!.guid,
  ...changes,
});
const snapshot = () => snapshotLocations(t.database.db, tenant.clientId);

describe(routeKey(locationsApi.update), () => {
  it('saves the form fields and answers the location', async () => {
    const response = await put(
      tenant.admin,
      rows['A-2']!.guid,
      form({ name: ' A-2b ', status: 'occupied', hasOccupancy: true, description: ' end berth ' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      guid: rows['A-2']!.guid,
      name: 'A-2b',
      typeId: slip.guid,
      typeName: 'slip',
      parentId: rows['Dock A']!.guid,
      status: 'occupied',
      hasOccupancy: true,
      description: 'end berth',
    });
    const cleared = await put(
      tenant.superAdmin,
      rows['A-2']!.guid,
      form({ name: 'A-2', description: '', parentId: 'none' }),
    );
    expect(cleared.json()).toMatchObject({ description: null, parentId: null, hasOccupancy: false });
  });

  it('moves a location under another parent of the same marina, subtree and all', async () => {
    const response = await put(tenant.admin, rows['A-2']!.guid, form({ parentId: rows['Dock B']!.guid }));
    expect(response.json().parentId).toBe(rows['Dock B']!.guid);
    expect(
      (
        await inject(locationsApi.get, { params: { guid: rows['Dock B']!.guid } }, { as: tenant.staff })
      ).json().descendantCount,
    ).toBe(2);
  });

  it('refuses the location itself or any descendant as parent (no cycles) and changes nothing', async () => {
    const before = await snapshot();
    const a = rows['Dock A']!.guid;
    for (const parentId of [a, rows['A-1']!.guid, rows['A-1 box meter']!.guid]) {
      const response = await put(tenant.admin, a, form({ name: 'Dock A', typeId: dock.guid, parentId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.parentId: /);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a parent in another marina or another tenant's, and another tenant's type", async () => {
    const before = await snapshot();
    for (const parentId of [rows.South!.guid, foreign['Foreign Dock']!.guid]) {
      const response = await put(tenant.superAdmin, rows['A-1']!.guid, form({ name: 'A-1', parentId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.parentId: /);
    }
    const type = await put(
      tenant.superAdmin,
      rows['A-1']!.guid,
      form({ name: 'A-1', typeId: foreignType.guid }),
    );
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toMatch(/^body\.typeId: /);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 for a live sibling with the same name (case-insensitive)', async () => {
    const response = await put(tenant.admin, rows['A-1']!.guid, form({ name: 'DOCK C', parentId: null }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"DOCK C"');
    expect(response.json().code).toBe('locations.nameTaken');
  });

  it("refuses a clientId that is not the user's client or a marinaId that is not the location's", async () => {
    const before = await snapshot();
    const foreignClient = await put(
      tenant.admin,
      rows['A-1']!.guid,
      form({ name: 'A-1x', clientId: other.clientGuid }),
    );
    expect(foreignClient.statusCode).toBe(400);
    expect(foreignClient.json().message).toMatch(/^body\.clientId: /);
    const wrongMarina = await put(
      tenant.superAdmin,
      rows['A-1']!.guid,
      form({ marinaId: tenant.marinas[1]!.guid }),
    );
    expect(wrongMarina.json().message).toMatch(/^body\.marinaId: /);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [form({ name: '' }), /^body\.name: Location name is required$/],
      [form({ status: undefined }), /^body\.status: Status is required$/],
      [form({ typeId: '' }), /^body\.typeId: Location type is required$/],
      [form({ description: 'x'.repeat(2001) }), /^body\.description: /],
      [form({ hasOccupancy: 'yes' }), /^body\.hasOccupancy: /],
    ];
    for (const [payload, message] of cases) {
      const response = await put(tenant.admin, rows['A-1']!.guid, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out, 403 for staff and an admin of another marina, 404 for another tenant', async () => {
    const before = await snapshot();
    expect((await put(null, rows['A-1']!.guid, form({ name: 'X' }))).statusCode).toBe(401);
    expect((await put(tenant.staff, rows['A-1']!.guid, form({ name: 'X' }))).statusCode).toBe(403);
    const south = form({ name: 'X', parentId: null, marinaId: tenant.marinas[1]!.guid });
    expect((await put(tenant.admin, rows.South!.guid, south)).statusCode).toBe(403);
    const foreignRow = await put(
      tenant.superAdmin,
      foreign['Foreign Dock']!.guid,
      form({ name: 'X', parentId: null }),
    );
    expect(foreignRow.statusCode).toBe(404);
    expect(foreignRow.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    expect(await snapshot()).toEqual(before);
    expect((await snapshotLocations(t.database.db, other.clientId))[0]!.name).toBe('Foreign Dock');
  });
});

const del = (
  user: { email: string } | null,
  guid: string,
  query: Record<string, string> = { marinaId: tenant.marinas[0]!.guid },
) => inject(locationsApi.remove, { params: { guid }, query }, { as: user });

describe(routeKey(locationsApi.remove), () => {
  it('answers 401, 403 (staff, admin of another marina), 404 (another tenant), 400, deleting nothing', async () => {
    const before = await snapshot();
    expect((await del(null, rows['Dock C']!.guid)).statusCode).toBe(401);
    expect((await del(tenant.staff, rows['Dock C']!.guid)).statusCode).toBe(403);
    expect((await del(tenant.admin, rows.South!.guid, {})).statusCode).toBe(403);
    expect((await del(tenant.superAdmin, foreign['Foreign Dock']!.guid, {})).statusCode).toBe(404);
    expect((await del(tenant.admin, 'nope')).json().message).toMatch(/^params\.guid: /);
    const wrongMarina = await del(tenant.superAdmin, rows['Dock C']!.guid, {
      marinaId: tenant.marinas[1]!.guid,
    });
    expect(wrongMarina.json().message).toMatch(/^querystring\.marinaId: /);
    expect(await snapshot()).toEqual(before);
    expect(await deletedAtOf(t.database.db, foreign['Foreign Dock']!.id)).toBeNull();
  });

  it('soft-deletes the whole subtree in one go and answers deletedCount and childCount', async () => {
    const response = await del(tenant.admin, rows['Dock C']!.guid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 4, childCount: 3 });
    for (const name of ['Dock C', 'C-1', 'C-1 box', 'C-2']) {
      expect(await deletedAtOf(t.database.db, rows[name]!.id)).toBeInstanceOf(Date);
    }
    const leaf = await del(tenant.admin, rows['B-1']!.guid);
    expect(leaf.json()).toEqual({ deletedCount: 1, childCount: 0 });
  });

  it('makes deleted rows vanish from detail, lists, children and siblings, keeping their history', async () => {
    const m0 = { marinaId: tenant.marinas[0]!.guid };
    const get = (guid: string) => inject(locationsApi.get, { params: { guid } }, { as: tenant.staff });
    expect((await get(rows['C-1']!.guid)).statusCode).toBe(404);
    expect((await del(tenant.admin, rows['Dock C']!.guid)).statusCode).toBe(404);
    const list = (await inject(locationsApi.list, { query: m0 }, { as: tenant.staff })).json();
    expect(list.map((l: { name: string }) => l.name)).not.toContain('C-1 box');
    const siblings = (
      await inject(
        locationsApi.siblings,
        { params: { guid: rows['Dock A']!.guid }, query: m0 },
        { as: tenant.staff },
      )
    ).json();
    expect(siblings.map((l: { name: string }) => l.name)).toEqual(['Dock A', 'Dock B']);
    const dockB = (await get(rows['Dock B']!.guid)).json();
    expect(dockB.children.map((c: { name: string }) => c.name)).toEqual(['A-2']);
    expect(dockB.descendantCount).toBe(1);
    const history = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(and(eq(activities.locationId, rows['C-1 box']!.id)));
    expect(history[0]!.n).toBe(1);
  });

  it('frees the name of a deleted location for a new one', async () => {
    const response = await inject(
      locationsApi.create,
      { body: { marinaId: tenant.marinas[0]!.guid, typeId: dock.guid, name: 'dock c' } },
      { as: tenant.admin },
    );
    expect(response.statusCode).toBe(201);
  });
});
