/**
 * The locations list's compact view, locationsApi.list with view=compact (issue 20, decision 0045): the same list as the default answer in
 * the short shape the web app reads, filters, ETag and guards included. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { expandLocationList } from '#core/locations/compact-location-list.ts';
import type { CompactLocationList } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { activities, locations } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import {
  addActivity,
  createLocation,
  createLocationType,
  type TestRow,
} from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let dockA: TestRow;
let slipType: TestRow;
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
/** Marina 1's docks of slips named as the bench names them ('03-07'), each with a patrol. */
const DOCKS = 3;
const SLIPS_PER_DOCK = 24;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const dock = await createLocationType(db, tenant.clientId, 'dock');
  slipType = await createLocationType(db, tenant.clientId, 'slip');
  dockA = await createLocation(db, m0, {
    name: 'Dock A',
    typeId: dock.id,
    description: 'Fuel pier, "north" side',
    hasOccupancy: true,
  });
  await createLocation(db, m0, { name: 'Office', typeId: dock.id, status: 'maintenance' });
  const a1 = await createLocation(db, m0, { name: 'A-1', typeId: slipType.id, parentId: dockA.id });
  await createLocation(db, m0, { name: 'A-1 box', typeId: slipType.id, parentId: a1.id, status: 'occupied' });
  const a2 = await createLocation(db, m0, { name: 'A-2', typeId: slipType.id, parentId: dockA.id });
  await addActivity(db, m0, a1.id, 'patrol_check', at(3));
  await addActivity(db, m0, a1.id, 'comment', at(1));
  await addActivity(db, m0, a2.id, 'comment', at(2));

  const m1 = { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id };
  const two = (n: number) => String(n).padStart(2, '0');
  for (let d = 1; d <= DOCKS; d++) {
    const [parent] = await db
      .insert(locations)
      .values({ ...m1, name: `Dock ${two(d)}`, typeId: dock.id, hasOccupancy: true, description: '24 slips' })
      .returning({ id: locations.id });
    const slips = await db
      .insert(locations)
      .values(
        Array.from({ length: SLIPS_PER_DOCK }, (_, s) => ({
          ...m1,
          name: `${two(d)}-${two(s + 1)}`,
          typeId: slipType.id,
          parentId: parent!.id,
          status: (s + 1) % 7 === 0 ? ('occupied' as const) : ('active' as const),
        })),
      )
      .returning({ id: locations.id });
    await db.insert(activities).values(
      [parent!, ...slips].map(({ id }, i) => ({
        ...m1,
        locationId: id,
        type: 'patrol_check',
        timestamp: at(i),
      })),
    );
  }
});
afterAll(() => t.close());

type Query = Record<string, string>;
const get = (query: Query, user: { email: string } | null = tenant.staff, etag?: string) =>
  inject(locationsApi.list, { query }, { as: user, headers: etag ? { 'if-none-match': etag } : {} });
const m0q = () => ({ marinaId: tenant.marinas[0]!.guid });

/** The default answer and the compact one for the same query, both 200. */
async function bothViews(query: Query, user = tenant.staff) {
  const full = await get(query, user);
  const compact = await get({ ...query, view: 'compact' }, user);
  expect(full.statusCode).toBe(200);
  expect(compact.statusCode).toBe(200);
  return { full, compact, body: compact.json<CompactLocationList>() };
}

describe(`${routeKey(locationsApi.list)}?view=compact`, () => {
  it('expands to exactly the default answer, whole marina and filtered by type or parent', async () => {
    const filters: Query[] = [
      {},
      { type: slipType.guid },
      { type: 'Dock' },
      { parentId: dockA.guid },
      { type: 'all' },
    ];
    for (const filter of filters) {
      const { full, body } = await bothViews({ ...m0q(), ...filter });
      const label = JSON.stringify(filter);
      expect(expandLocationList(body), label).toEqual(full.json());
      expect(body.locations.length, label).toBeGreaterThan(0);
    }
  });

  it('sends each type once, the parent by its place in the list or by guid when filtered out, and leaves out usual values', async () => {
    const { body } = await bothViews(m0q());
    expect(body.marinaId).toBe(tenant.marinas[0]!.guid);
    expect(body.types.map((type) => type.name).sort()).toEqual(['dock', 'slip']);
    const names = body.locations.map((l) => l.n);
    expect(names).toEqual(['A-1', 'A-1 box', 'A-2', 'Dock A', 'Office']);
    const [a1, box, a2, dock, office] = body.locations;
    expect(a1).toEqual({
      g: expect.any(String),
      n: 'A-1',
      t: body.types.findIndex((type) => type.guid === slipType.guid),
      p: 3,
      c: expect.any(Number),
      a: expect.any(Number),
      l: expect.any(Number),
    });
    const hoursAgo = (ms: number | undefined) => Math.round((Date.now() - (ms ?? 0)) / HOUR);
    expect([hoursAgo(a1!.a), hoursAgo(a1!.l)]).toEqual([1, 3]);
    expect(box).toMatchObject({ p: 0, s: 'occupied' });
    expect(box).not.toHaveProperty('a');
    expect(a2).not.toHaveProperty('l');
    expect(dock).toMatchObject({ d: 'Fuel pier, "north" side', o: true });
    expect(dock).not.toHaveProperty('p');
    expect(office).toMatchObject({ s: 'maintenance' });
    expect(office).not.toHaveProperty('o');

    const slips = (await get({ ...m0q(), type: 'slip', view: 'compact' })).json<CompactLocationList>();
    expect(slips.locations.map((l) => [l.n, l.p])).toEqual([
      ['A-1', dockA.guid],
      ['A-1 box', 0],
      ['A-2', dockA.guid],
    ]);
  });

  it('costs at most 160 bytes a location where the default answer costs about 400', async () => {
    const { full, compact, body } = await bothViews({ marinaId: tenant.marinas[1]!.guid }, tenant.superAdmin);
    const count = DOCKS * (1 + SLIPS_PER_DOCK);
    expect(body.locations).toHaveLength(count);
    expect(body.locations.every((l) => l.a !== undefined && l.l !== undefined)).toBe(true);
    const perLocation = compact.body.length / count;
    const fullPerLocation = full.body.length / count;
    console.info(
      `[locations list] ${perLocation.toFixed(1)} B a location compact, ${fullPerLocation.toFixed(1)} B full`,
    );
    expect(perLocation).toBeLessThanOrEqual(160);
    expect(perLocation).toBeLessThan(0.4 * fullPerLocation);
  });

  it('answers 400 naming view for a view it does not know', async () => {
    for (const view of ['full', 'COMPACT', '', 'compact,full']) {
      const response = await get({ ...m0q(), view });
      expect(response.statusCode, view).toBe(400);
      expect(response.json().message, view).toMatch(/^querystring\.view: /);
    }
  });

  it('answers its own ETag and 304 to it, apart from the default view', async () => {
    const { full, compact } = await bothViews(m0q());
    const tag = String(compact.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    expect(compact.headers['cache-control']).toBe('private, no-store');
    expect(tag).not.toBe(full.headers.etag);
    const again = await get({ ...m0q(), view: 'compact' }, tenant.staff, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // The default view's tag is not the compact one's: that answer comes in full.
    expect(
      (await get({ ...m0q(), view: 'compact' }, tenant.staff, String(full.headers.etag))).statusCode,
    ).toBe(200);
  });

  it('answers 401 signed out, 403 for staff of another marina, 404 for another tenant', async () => {
    expect((await get({ ...m0q(), view: 'compact' }, null)).statusCode).toBe(401);
    expect((await get({ ...m0q(), view: 'compact' }, tenant.staffOther)).statusCode).toBe(403);
    const foreign = await get({ marinaId: other.marinas[0]!.guid, view: 'compact' }, tenant.superAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Marina not found' });
  });
});
