import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import {
  addActivity,
  createLocationTree,
  createLocationType,
  type TestRow,
} from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let rows: Record<string, TestRow>;
let slipType: TestRow;
let foreign: Record<string, TestRow>;
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const dock = await createLocationType(db, tenant.clientId, 'dock');
  slipType = await createLocationType(db, tenant.clientId, 'slip');
  rows = await createLocationTree(db, m0, dock.id, { 'Dock A': {}, 'Dock B': {}, Office: {} });
  Object.assign(
    rows,
    await createLocationTree(
      db,
      m0,
      slipType.id,
      { 'A-10': {}, 'A-2': {}, 'A-1': { 'A-1 box': {} } },
      rows['Dock A']!.id,
    ),
  );
  Object.assign(
    rows,
    await createLocationTree(db, { ...m0, marinaId: tenant.marinas[1]!.id }, dock.id, { 'South Dock': {} }),
  );
  const otherDock = await createLocationType(db, other.clientId, 'dock');
  foreign = await createLocationTree(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    otherDock.id,
    {
      'Foreign Dock': {},
    },
  );
  const a1 = rows['A-1']!.id;
  await addActivity(db, m0, a1, 'meter_read', at(20));
  await addActivity(db, m0, a1, 'patrol_check', at(3));
  await addActivity(db, m0, a1, 'comment', at(1));
  await addActivity(db, m0, a1, 'comment', null);
  await addActivity(db, m0, rows['A-2']!.id, 'comment', at(2));
  await addActivity(db, m0, rows['A-10']!.id, 'checklist', at(30));
  await addActivity(db, m0, rows['Dock B']!.id, 'comment', null);
});
afterAll(() => t.close());

const list = (user: { email: string } | null, query: Record<string, string>) =>
  inject(locationsApi.list, { query }, { as: user });
const m0q = () => ({ marinaId: tenant.marinas[0]!.guid });
const names = (body: { name: string }[]) => body.map((l) => l.name);

describe(routeKey(locationsApi.list), () => {
  it('lists every live location of the marina in natural name order, with the wire shape', async () => {
    const response = await list(tenant.staff, m0q());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['A-1', 'A-1 box', 'A-2', 'A-10', 'Dock A', 'Dock B', 'Office']);
    expect(body[0]).toEqual({
      guid: rows['A-1']!.guid,
      name: 'A-1',
      typeId: slipType.guid,
      typeName: 'slip',
      parentId: rows['Dock A']!.guid,
      description: null,
      status: 'active',
      hasOccupancy: false,
      marinaId: tenant.marinas[0]!.guid,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      lastActivityAt: expect.any(String),
      lastPatrolAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/"id":/);
  });

  it('computes lastActivityAt (any type) and lastPatrolAt (patrol_check, meter_read, checklist)', async () => {
    const body: { name: string; lastActivityAt: string | null; lastPatrolAt: string | null }[] = (
      await list(tenant.staff, m0q())
    ).json();
    const byName = Object.fromEntries(body.map((l) => [l.name, l]));
    const hoursAgo = (iso: string | null) => (iso ? Math.round((Date.now() - Date.parse(iso)) / HOUR) : null);
    expect(hoursAgo(byName['A-1']!.lastActivityAt)).toBe(1);
    expect(hoursAgo(byName['A-1']!.lastPatrolAt)).toBe(3);
    expect(hoursAgo(byName['A-2']!.lastActivityAt)).toBe(2);
    expect(byName['A-2']!.lastPatrolAt).toBeNull();
    expect(hoursAgo(byName['A-10']!.lastActivityAt)).toBe(30);
    expect(hoursAgo(byName['A-10']!.lastPatrolAt)).toBe(30);
    expect(byName['Dock B']).toMatchObject({ lastActivityAt: null, lastPatrolAt: null });
    expect(byName.Office).toMatchObject({ lastActivityAt: null, lastPatrolAt: null });
  });

  it('keeps the last activity when an older entry arrives late (offline), and recomputes when one is removed', async () => {
    const { db } = t.database;
    const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    const office = rows.Office!.id;
    const lastOf = async () => {
      const body: { name: string; lastActivityAt: string | null; lastPatrolAt: string | null }[] = (
        await list(tenant.staff, m0q())
      ).json();
      const item = body.find((l) => l.name === 'Office')!;
      const hoursAgo = (iso: string | null) =>
        iso ? Math.round((Date.now() - Date.parse(iso)) / HOUR) : null;
      return { any: hoursAgo(item.lastActivityAt), patrol: hoursAgo(item.lastPatrolAt) };
    };
    try {
      await addActivity(db, m0, office, 'patrol_check', at(5));
      await addActivity(db, m0, office, 'patrol_check', at(8)); // synced late, happened earlier
      await addActivity(db, m0, office, 'comment', at(6));
      expect(await lastOf()).toEqual({ any: 5, patrol: 5 });
      await db.execute(
        sql`delete from activities where location_id = ${office} and type = 'patrol_check' and timestamp > now() - interval '6 hours'`,
      );
      expect(await lastOf()).toEqual({ any: 6, patrol: 8 });
      await db.execute(sql`update activities set type = 'comment' where location_id = ${office}`);
      expect(await lastOf()).toEqual({ any: 6, patrol: null });
    } finally {
      await db.execute(sql`delete from activities where location_id = ${office}`);
    }
    expect(await lastOf()).toEqual({ any: null, patrol: null });
  });

  it("filters by type ('all', a type guid or a type name) and by parentId", async () => {
    expect((await list(tenant.staff, { ...m0q(), type: 'all' })).json()).toHaveLength(7);
    expect(names((await list(tenant.staff, { ...m0q(), type: slipType.guid })).json())).toEqual([
      'A-1',
      'A-1 box',
      'A-2',
      'A-10',
    ]);
    expect(names((await list(tenant.staff, { ...m0q(), type: 'Dock' })).json())).toEqual([
      'Dock A',
      'Dock B',
      'Office',
    ]);
    const children = (await list(tenant.staff, { ...m0q(), parentId: rows['Dock A']!.guid })).json();
    expect(names(children)).toEqual(['A-1', 'A-2', 'A-10']);
  });

  it('answers 400 naming the field for bad input', async () => {
    expect((await list(tenant.staff, {})).json().message).toMatch(/^querystring\.marinaId: /);
    const badParent = await list(tenant.staff, { ...m0q(), parentId: 'dock-a' });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json().message).toMatch(/^querystring\.parentId: /);
  });

  it('answers 401 signed out, 403 for staff of another marina, 404 for another tenant', async () => {
    expect((await list(null, m0q())).statusCode).toBe(401);
    expect((await list(tenant.staffOther, m0q())).statusCode).toBe(403);
    const foreignMarina = await list(tenant.superAdmin, { marinaId: other.marinas[0]!.guid });
    expect(foreignMarina.statusCode).toBe(404);
    expect(foreignMarina.json()).toEqual({ code: 'request.notFound', message: 'Marina not found' });
  });
});

const detail = (user: { email: string } | null, guid: string) =>
  inject(locationsApi.get, { params: { guid } }, { as: user });

describe(routeKey(locationsApi.get), () => {
  it('answers the location with parent, natural-ordered live children and the descendant count', async () => {
    const response = await detail(tenant.staff, rows['Dock A']!.guid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      guid: rows['Dock A']!.guid,
      name: 'Dock A',
      typeName: 'dock',
      parent: null,
    });
    expect(body.children).toEqual([
      { guid: rows['A-1']!.guid, name: 'A-1', typeName: 'slip', status: 'active', hasOccupancy: false },
      expect.objectContaining({ name: 'A-2' }),
      expect.objectContaining({ name: 'A-10' }),
    ]);
    expect(body.descendantCount).toBe(4);
    const child = (await detail(tenant.staff, rows['A-1']!.guid)).json();
    expect(child).toMatchObject({ parentId: rows['Dock A']!.guid, descendantCount: 1 });
    expect(child.parent).toEqual({ guid: rows['Dock A']!.guid, name: 'Dock A' });
  });

  it('answers 400 for a malformed guid and 401 signed out', async () => {
    const bad = await detail(tenant.staff, 'not-a-guid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.guid: /);
    expect((await detail(null, rows['Dock A']!.guid)).statusCode).toBe(401);
  });

  it("answers 403 for staff of another marina and 404 for another tenant's or an unknown location", async () => {
    expect((await detail(tenant.staffOther, rows['Dock A']!.guid)).statusCode).toBe(403);
    for (const guid of [foreign['Foreign Dock']!.guid, crypto.randomUUID()]) {
      const response = await detail(tenant.superAdmin, guid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    }
  });
});

const siblings = (user: { email: string } | null, guid: string, query: Record<string, string> = {}) =>
  inject(locationsApi.siblings, { params: { guid }, query }, { as: user });

describe(routeKey(locationsApi.siblings), () => {
  it('lists the live siblings including the location itself in natural order', async () => {
    const response = await siblings(tenant.staff, rows['A-2']!.guid, m0q());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { guid: rows['A-1']!.guid, name: 'A-1' },
      { guid: rows['A-2']!.guid, name: 'A-2' },
      { guid: rows['A-10']!.guid, name: 'A-10' },
    ]);
  });

  it("lists a top-level location's top-level siblings of the same marina only", async () => {
    const body = (await siblings(tenant.staff, rows.Office!.guid, m0q())).json();
    expect(names(body)).toEqual(['Dock A', 'Dock B', 'Office']);
  });

  it('answers 400 for a malformed guid or a marinaId that is not the location’s marina', async () => {
    expect((await siblings(tenant.staff, 'x')).json().message).toMatch(/^params\.guid: /);
    const wrongMarina = await siblings(tenant.superAdmin, rows['A-2']!.guid, {
      marinaId: tenant.marinas[1]!.guid,
    });
    expect(wrongMarina.statusCode).toBe(400);
    expect(wrongMarina.json().message).toMatch(/^querystring\.marinaId: /);
  });

  it('answers 401 signed out, 403 for staff of another marina, 404 for another tenant', async () => {
    expect((await siblings(null, rows['A-2']!.guid)).statusCode).toBe(401);
    expect((await siblings(tenant.staffOther, rows['A-2']!.guid)).statusCode).toBe(403);
    expect((await siblings(tenant.superAdmin, foreign['Foreign Dock']!.guid)).statusCode).toBe(404);
  });
});

// Every locations endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(locationsApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  create: {
    success: 201,
    request: (w) => ({
      body: { marinaId: w.m0.guid, guid: w.fresh.guid(), name: w.fresh.name('Slip'), typeId: w.type.guid },
    }),
    singleLine: [['name']],
    multiLine: [['description']],
  },
  get: { success: 200, request: (w) => ({ params: { guid: w.location.guid } }) },
  update: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
      body: { name: w.fresh.name('Slip'), typeId: w.type.guid, status: 'occupied', marinaId: w.m0.guid },
    }),
    singleLine: [['name']],
  },
  remove: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
      query: { marinaId: w.m0.guid },
    }),
  },
  siblings: { success: 200, request: (w) => ({ params: { guid: w.location.guid } }) },
});
