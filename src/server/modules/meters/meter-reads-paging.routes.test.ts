import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { encodePageCursor } from '#core/common/page-cursor.ts';
import { METER_READS_PAGE } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import type { MeterReadsPage, MeterReadsSummary } from '#core/meters/meter-reads-views.schema.ts';
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

const T = '2026-02-10T12:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'dock');
  const north = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  loc = await createLocationTree(db, north, type.id, {
    'Dock A': { 'A-1': {}, 'A-2': {} },
    'Dock B': { 'B-1': {} },
    Lone: {},
  });
  const read = (name: string, value: string | null, when: string, meterType = 'power') =>
    addReading(db, north, loc[name]!.id, value, new Date(when), { meterType, notes: name });
  // Eight readings written at one instant (as one statement would), four a microsecond apart
  // inside one millisecond, and a few around them.
  await read('A-1', '100', '2026-02-01T08:00:00Z');
  const instant: string[] = [];
  for (const [i, name] of ['A-1', 'A-2', 'B-1', 'A-2', 'B-1', 'A-1', 'A-2', 'B-1'].entries())
    instant.push((await read(name, String(200 + i), T, i % 3 === 0 ? 'water' : 'power')).guid);
  // Pages give one instant's readings in guid order: make it cross the order they were written in,
  // so a page of 5 holds B-1's 7th and 2nd readings but not its 4th, which comes between them.
  const prefix = randomUUID().slice(0, -2); // guids are unique across the runs a database keeps
  for (const [position, i] of [7, 2, 0, 5, 4, 1, 3, 6].entries()) {
    const guid = `${prefix}${String(99 - position)}`;
    await db.execute(sql`update meter_readings set guid = ${guid}::uuid where guid = ${instant[i]!}::uuid`);
  }
  for (let i = 1; i <= 4; i++) {
    const { guid } = await read('A-1', String(300 + i), T, 'gas');
    await db.execute(sql`update meter_readings set created_at = created_at + ${`${i} microseconds`}::interval
      where guid = ${guid}`);
  }
  await read('A-2', null, '2026-02-12T09:00:00Z');
  await read('Lone', '7.5', '2026-02-14T10:00:00Z', 'water');
  await read('B-1', '260', '2026-02-20T23:30:00Z');
  inject = injectFor(t.app);
});
afterAll(() => t.close());

type User = { email: string } | null;
type Query = Record<string, string | number | boolean>;
const marina = () => ({ marinaId: tenant.marinas[0]!.guid });
const february = () => ({ ...marina(), startDate: '2026-02-01', endDate: '2026-02-28' });
const list = (query: Query, as: User = tenant.staff) => inject(metersApi.listReads, { query }, { as });
const summary = (query: Query, as: User = tenant.staff) =>
  inject(metersApi.summarizeReads, { query }, { as });

const rowsOf = <R>(result: unknown): R[] =>
  (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];

/** The February readings in the order pages give them, from the table itself. */
async function storedOrder(): Promise<string[]> {
  const result = await t.database.db.execute(sql`select guid::text as guid from meter_readings
    where marina_id = ${tenant.marinas[0]!.id} and created_at >= '2026-02-01' and created_at < '2026-03-01'
    order by created_at desc, guid desc`);
  return rowsOf<{ guid: string }>(result).map((r) => r.guid);
}

/** Every page of a query, following nextCursor. */
async function allPages(query: Query): Promise<MeterReadsPage[]> {
  const pages: MeterReadsPage[] = [];
  let after: string | null = null;
  do {
    const response = await list({ ...query, paged: true, ...(after ? { after } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as MeterReadsPage;
    pages.push(page);
    after = page.nextCursor;
  } while (after && pages.length < 50);
  return pages;
}

describe(`${routeKey(metersApi.listReads)}?paged=true`, () => {
  it('covers the window exactly once across equal times, each reading as the plain list has it', async () => {
    const whole = (await list(february())).json() as MeterReading[];
    expect(whole).toHaveLength(16);
    for (const limit of [1, 3, 5, 16, 100]) {
      const pages = await allPages({ ...february(), limit });
      expect(pages).toHaveLength(Math.ceil(16 / limit));
      expect(pages.slice(0, -1).every((p) => p.items.length === limit && p.nextCursor)).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      const items = pages.flatMap((p) => p.items);
      expect(new Set(items.map((r) => r.guid)).size).toBe(16);
      // The same readings with the same consumption, wherever a page boundary fell.
      const byGuid = new Map(whole.map((r) => [r.guid, r]));
      for (const item of items) expect(item).toEqual(byGuid.get(item.guid));
      // Newest first by the stored time (to the microsecond); one instant's readings by guid.
      expect(items.map((r) => r.guid)).toEqual(await storedOrder());
    }
  });

  it('keeps the filters on every page', async () => {
    const dockA = { ...february(), parentLocationId: loc['Dock A']!.guid, meterType: 'power' };
    const whole = (await list(dockA)).json() as MeterReading[];
    const items = (await allPages({ ...dockA, limit: 2 })).flatMap((p) => p.items);
    expect(items.map((r) => r.guid).sort()).toEqual(whole.map((r) => r.guid).sort());
    expect(items.every((r) => r.meterType === 'power' && r.location?.parentLocation?.name === 'Dock A')).toBe(
      true,
    );
  });

  it('starts after a reading that has since been deleted, at its place', async () => {
    const [first] = await allPages({ ...february(), limit: 4 });
    const cursor = first!.nextCursor!;
    const last = first!.items.at(-1)!;
    const rest = (await allPages({ ...february(), limit: 100, after: cursor })).flatMap((p) => p.items);
    const db = t.database.db;
    const deleted = await db.execute(
      sql`delete from meter_readings where guid = ${last.guid} returning row_to_json(meter_readings)::text as "row"`,
    );
    const { row } = rowsOf<{ row: string }>(deleted)[0]!;
    try {
      const after = (await list({ ...february(), paged: true, after: cursor })).json() as MeterReadsPage;
      expect(after.items.map((r) => r.guid)).toEqual(rest.map((r) => r.guid));
    } finally {
      await db.execute(
        sql`insert into meter_readings select * from json_populate_record(null::meter_readings, ${row}::json)`,
      );
    }
  });

  it('answers 400 naming the field', async () => {
    const wellFormed = encodePageCursor({
      at: '2026-02-10T12:00:00.000000Z',
      guid: loc['A-1']!.guid,
    });
    const cases: [Query, RegExp][] = [
      [{ ...february(), paged: true, after: 'nope' }, /^querystring\.after: is not a cursor of this list/],
      [{ ...february(), paged: true, after: btoa('2026-02-10|x') }, /^querystring\.after: /],
      [{ ...february(), after: wellFormed }, /^querystring\.after: only with paged=true/],
      [{ ...february(), paged: 'yes' }, /^querystring\.paged: /],
      [{ ...february(), paged: true, limit: 0 }, /^querystring\.limit: /],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out, 403 without access, 404 for another tenant', async () => {
    expect((await list({ ...february(), paged: true }, null)).statusCode).toBe(401);
    expect((await list({ marinaId: tenant.marinas[1]!.guid, paged: true })).statusCode).toBe(403);
    expect((await list({ marinaId: other.marinas[0]!.guid, paged: true })).statusCode).toBe(404);
  });

  it('revalidates each page by its own tag', async () => {
    const first = await list({ ...february(), paged: true, limit: 3 });
    const etag = first.headers.etag as string;
    const revalidate = (query: Query) =>
      inject(metersApi.listReads, { query }, { as: tenant.staff, headers: { 'if-none-match': etag } });
    const again = await revalidate({ ...february(), paged: true, limit: 3 });
    expect(again.statusCode).toBe(304);
    const next = await revalidate({
      ...february(),
      paged: true,
      limit: 3,
      after: `${first.json().nextCursor}`,
    });
    expect(next.statusCode).toBe(200);
  });
});

describe(routeKey(metersApi.summarizeReads), () => {
  it("counts the window per parent and gives each meter's values oldest first", async () => {
    const response = await summary(february());
    expect(response.statusCode).toBe(200);
    const body = response.json() as MeterReadsSummary;
    expect(body.count).toBe(16);
    const parents = Object.fromEntries(body.parents.map((p) => [p.guid ?? 'none', p.count]));
    expect(parents).toEqual({ [loc['Dock A']!.guid]: 11, [loc['Dock B']!.guid]: 4, none: 1 });
    const meters = Object.fromEntries(body.meters.map((m) => [`${m.locationName} ${m.meterType}`, m]));
    expect(Object.keys(meters).sort()).toEqual([
      'A-1 gas',
      'A-1 power',
      'A-1 water',
      'A-2 power',
      'A-2 water',
      'B-1 power',
      'Lone water',
    ]);
    // Oldest first; readings taken at one instant come in guid order, so only their set is fixed.
    expect(meters['A-1 gas']).toMatchObject({ locationId: loc['A-1']!.guid, at: Array(4).fill(T) });
    expect(meters['A-1 gas']!.readings.toSorted()).toEqual(['301.000', '302.000', '303.000', '304.000']);
    expect(meters['A-1 power']).toEqual({
      locationId: loc['A-1']!.guid,
      locationName: 'A-1',
      meterType: 'power',
      unit: 'kWh',
      at: ['2026-02-01T08:00:00.000Z', T],
      readings: ['100.000', '205.000'],
    });
    // A-2's reading waiting for transcription is counted, not drawn.
    expect(meters['A-2 power']).toMatchObject({ at: [T], readings: ['201.000'] });
    expect(meters['B-1 power']!.at).toEqual([T, T, T, '2026-02-20T23:30:00.000Z']);
    expect(meters['B-1 power']!.readings.slice(0, 3).toSorted()).toEqual(['202.000', '204.000', '207.000']);
    expect(meters['B-1 power']!.readings[3]).toBe('260.000');
    expect(meters['Lone water']).toMatchObject({ at: ['2026-02-14T10:00:00.000Z'], readings: ['7.500'] });
  });

  it('draws the newest `limit` readings (the rows of the plain list) and keeps the filters', async () => {
    const limited = (await summary({ ...february(), limit: 1 })).json() as MeterReadsSummary;
    expect(limited.count).toBe(16);
    expect(limited.meters).toEqual([
      expect.objectContaining({ locationName: 'B-1', meterType: 'power', readings: ['260.000'] }),
    ]);
    const water = (await summary({ ...february(), meterType: 'water' })).json() as MeterReadsSummary;
    expect(water.count).toBe(4);
    const dockB = (await summary({ ...february(), parentLocationId: loc['Dock B']!.guid })).json();
    expect(dockB.parents).toEqual([{ guid: loc['Dock B']!.guid, count: 4 }]);
    const none = (await summary({ ...marina(), startDate: '2030-01-01' })).json();
    expect(none).toEqual({ count: 0, parents: [], meters: [] });
  });

  it('answers 400 naming the field, 401, 403 and 404 for another tenant', async () => {
    const cases: [Query, RegExp][] = [
      [{}, /^querystring\.marinaId: /],
      [{ ...marina(), endDate: '2026-13-45' }, /^querystring\.endDate: /],
      [{ ...marina(), meterType: 'steam' }, /^querystring\.meterType: /],
      [{ ...marina(), limit: 5001 }, /^querystring\.limit: /],
    ];
    for (const [query, message] of cases) {
      const response = await summary(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await summary(february(), null)).statusCode).toBe(401);
    expect((await summary({ marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(403);
    expect((await summary({ marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
  });
});

describe('a realistic month', () => {
  it(`answers the app's page of ${METER_READS_PAGE} in at most 250 KB, where the whole month is far more`, async () => {
    const fresh = await createTenant(t.database.db, 'Month');
    const type = await createLocationType(t.database.db, fresh.clientId, 'slip');
    const scope = { clientId: fresh.clientId, marinaId: fresh.marinas[0]!.id };
    const tree = await createLocationTree(t.database.db, scope, type.id, {
      'Dock C': Object.fromEntries(
        Array.from({ length: 24 }, (_, i) => [`C-${String(i + 1).padStart(2, '0')}L`, {}]),
      ),
    });
    const slips = Object.values(tree).filter((l) => l.name !== 'Dock C');
    // A month of power and water readings on 24 slips, every day or two, most with a note.
    const start = Date.parse('2026-03-01T06:00:00Z');
    for (let day = 0; day < 30; day++) {
      for (const [i, slip] of slips.entries()) {
        if ((day + i) % 2 === 1) continue;
        for (const meterType of ['power', 'water']) {
          const value = (1000 + day * 37.125 + i).toFixed(3);
          await addReading(
            t.database.db,
            scope,
            slip.id,
            value,
            new Date(start + day * 86_400_000 + i * 60_000),
            {
              meterType,
              ...(i % 3 === 0
                ? {}
                : { notes: `Checked at the pedestal, cover closed, slip ${slip.name} occupied` }),
            },
          );
        }
      }
    }
    const month = { marinaId: fresh.marinas[0]!.guid, startDate: '2026-03-01', endDate: '2026-03-31' };
    const whole = await list(month, fresh.staff);
    const page = await list({ ...month, paged: true, limit: METER_READS_PAGE }, fresh.staff);
    expect(whole.json()).toHaveLength(720);
    expect(page.json().items).toHaveLength(METER_READS_PAGE);
    expect(page.rawPayload.length).toBeLessThanOrEqual(250 * 1024);
    expect(whole.rawPayload.length).toBeGreaterThan(4 * page.rawPayload.length);
    const chart = await summary(month, fresh.staff);
    expect(chart.json().count).toBe(720);
    expect(chart.rawPayload.length).toBeLessThan(whole.rawPayload.length / 4);
  });
});
