import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocationTree, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { addReading } from '#server/test/meter-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let loc: Record<string, TestRow>;
let southDock: TestRow;
let foreignDock: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'dock');
  const north = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const south = { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id };
  loc = await createLocationTree(db, north, type.id, {
    'Dock A': { 'A-1': {}, 'A-2': { 'A-2 box': {} } },
    'Dock B': { 'B-1': {} },
  });
  southDock = (await createLocationTree(db, south, type.id, { 'South dock': {} }))['South dock']!;
  const otherType = await createLocationType(db, other.clientId, 'dock');
  foreignDock = (
    await createLocationTree(db, { clientId: other.clientId, marinaId: other.marinas[0]!.id }, otherType.id, {
      'Foreign dock': {},
    })
  )['Foreign dock']!;
  const read = (name: string, value: string, when: string, meterType = 'power') =>
    addReading(db, north, loc[name]!.id, value, new Date(when), { meterType, notes: `${name} ${when}` });
  await read('A-1', '100', '2026-01-30T12:00:00Z');
  await read('A-1', '110', '2026-02-05T12:00:00Z');
  await read('A-1', '5.5', '2026-02-10T12:00:00Z', 'water');
  await read('A-1', '125', '2026-02-20T12:00:00Z');
  await read('A-1', '140', '2026-03-02T12:00:00Z');
  await read('A-2', '200.250', '2026-02-15T12:00:00Z');
  await read('A-2 box', '3', '2026-02-16T12:00:00Z');
  await read('B-1', '50', '2026-02-03T12:00:00Z');
  await read('B-1', '57.125', '2026-02-28T23:30:00Z');
  await addReading(db, south, southDock.id, '999', new Date('2026-02-10T12:00:00Z'));
  inject = injectFor(t.app);
});
afterAll(() => t.close());

type User = { email: string } | null;
type Query = Record<string, string | number>;
const get = (query: Query, as: User = tenant.staff) => inject(metersApi.listReads, { query }, { as });
const february = () => ({
  marinaId: tenant.marinas[0]!.guid,
  startDate: '2026-02-01',
  endDate: '2026-02-28',
});
type Row = { notes: string; reading: string; consumption: string | null };
const summary = (rows: Row[]) => rows.map((r) => [r.notes.split(' ')[0], r.reading, r.consumption]);

describe(routeKey(metersApi.listReads), () => {
  it("lists the window's readings newest first, with consumption against the reading before the window", async () => {
    const response = await get(february());
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toEqual([
      ['B-1', '57.125', '7.125'],
      ['A-1', '125.000', '15'],
      ['A-2', '3.000', null],
      ['A-2', '200.250', null],
      ['A-1', '5.500', null],
      ['A-1', '110.000', '10'],
      ['B-1', '50.000', null],
    ]);
    const a1 = response.json()[1];
    expect(a1).toMatchObject({
      meterType: 'power',
      warning: null,
      createdAt: '2026-02-20T12:00:00.000Z',
      activity: {
        locationId: loc['A-1']!.guid,
        timestamp: '2026-02-20T12:00:00.000Z',
        comment: 'Meter reading (power)',
      },
      location: {
        guid: loc['A-1']!.guid,
        name: 'A-1',
        parentLocation: { guid: loc['Dock A']!.guid, name: 'Dock A' },
      },
      meterImage: null,
    });
  });

  it('filters by parent location (itself and every descendant), meter type and limit', async () => {
    const dockA = (await get({ ...february(), parentLocationId: loc['Dock A']!.guid })).json();
    expect(dockA.map((r: Row) => r.reading)).toEqual(['125.000', '3.000', '200.250', '5.500', '110.000']);
    const water = (await get({ ...february(), meterType: 'water' })).json();
    expect(water.map((r: Row) => r.reading)).toEqual(['5.500']);
    const all = (await get({ ...february(), meterType: 'all', parentLocationId: 'all' })).json();
    expect(all).toHaveLength(7);
    const limited = (await get({ ...february(), limit: 2 })).json();
    expect(summary(limited)).toEqual([
      ['B-1', '57.125', '7.125'],
      ['A-1', '125.000', '15'],
    ]);
  });

  it('takes ISO date-times (end inclusive) and open windows', async () => {
    const marina = { marinaId: tenant.marinas[0]!.guid };
    const iso = await get({
      ...marina,
      startDate: '2026-02-15T12:00:00Z',
      endDate: '2026-02-16T12:00:00.000Z',
    });
    expect(iso.json().map((r: Row) => r.reading)).toEqual(['3.000', '200.250']);
    const everything = (await get(marina)).json();
    expect(everything).toHaveLength(9);
    expect(everything.at(-1).consumption).toBeNull();
  });

  it('answers 400 naming the field', async () => {
    const marina = { marinaId: tenant.marinas[0]!.guid };
    const cases: [Query, RegExp][] = [
      [{}, /^querystring\.marinaId: /],
      [{ ...marina, startDate: 'yesterday' }, /^querystring\.startDate: /],
      [{ ...marina, endDate: '2026-13-45' }, /^querystring\.endDate: /],
      [{ ...marina, startDate: '2026-03-01', endDate: '2026-02-01' }, /^querystring\.endDate: /],
      [{ ...marina, limit: 5001 }, /^querystring\.limit: /],
      [{ ...marina, meterType: 'steam' }, /^querystring\.meterType: /],
      [{ ...marina, parentLocationId: 'nope' }, /^querystring\.parentLocationId: /],
      [{ ...marina, parentLocationId: southDock.guid }, /^querystring\.parentLocationId: /],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out, 403 without access, 404 for another tenant', async () => {
    expect((await get(february(), null)).statusCode).toBe(401);
    expect((await get({ marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(403);
    expect((await get({ marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    const foreignParent = await get({ ...february(), parentLocationId: foreignDock.guid });
    expect(foreignParent.statusCode).toBe(404);
  });
});

describe(routeKey(metersApi.countRecentReads), () => {
  it('counts the marina readings of the last 40 days', async () => {
    const fresh = await createTenant(t.database.db, 'Count');
    const type = await createLocationType(t.database.db, fresh.clientId, 'slip');
    const scope = { clientId: fresh.clientId, marinaId: fresh.marinas[0]!.id };
    const slip = (await createLocationTree(t.database.db, scope, type.id, { S: {} })).S!;
    const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 3600_000);
    for (const d of [0.1, 10, 39.9, 40.1, 300])
      await addReading(t.database.db, scope, slip.id, '1', daysAgo(d));
    const response = await inject(
      metersApi.countRecentReads,
      { query: { marinaId: fresh.marinas[0]!.guid } },
      { as: fresh.staff },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    const count = (query: { marinaId?: string }, as: User = tenant.staff) =>
      inject(metersApi.countRecentReads, { query }, { as });
    expect((await count({})).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await count({ marinaId: tenant.marinas[0]!.guid }, null)).statusCode).toBe(401);
    expect((await count({ marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(403);
    expect((await count({ marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    expect((await count({ marinaId: randomUUID() })).statusCode).toBe(404);
  });
});
