/**
 * Conditional reads (issue 20, decision 0044): the marina reads answer an ETag from the marina's
 * change counter and 304 to a caller who holds it; every write that could change an answer
 * changes the tag; the guard runs first. On both databases (the PostgreSQL run goes through the
 * app role and row-level security, as the server does).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { dataVersions, locations, users } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import {
  addActivity,
  createLocationTree,
  createLocationType,
  type TestRow,
} from '#server/test/location-factories.ts';
import type { Callable } from '#server/test/test-input.ts';
import { ifNoneMatchHolds } from './conditional-read.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let rows: Record<string, TestRow>;
let elsewhere: Record<string, TestRow>;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const dock = await createLocationType(db, tenant.clientId, 'dock');
  const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  rows = await createLocationTree(db, m0, dock.id, { 'Dock A': {}, 'Dock B': {} });
  elsewhere = await createLocationTree(db, { ...m0, marinaId: tenant.marinas[1]!.id }, dock.id, {
    South: {},
  });
  await addActivity(db, m0, rows['Dock A']!.id, 'comment', new Date());
});
afterAll(() => t.close());

type User = { email: string } | null;
/** A read of one endpoint with one input, asked as a user holding a tag (or none). */
type Read = (etag: string | undefined, user: User) => Promise<LightMyRequestResponse>;
const read =
  <R extends Callable>(endpoint: R, input: TestInput<R>): Read =>
  (etag, user) =>
    inject(endpoint, input, { as: user, headers: etag ? { 'if-none-match': etag } : {} });

const marina0 = () => tenant.marinas[0]!.guid;
/** The conditional reads of marina 0 (issue 20's list; the shift summary is made of them). */
const reads = () => ({
  locations: read(locationsApi.list, { query: { marinaId: marina0() } }),
  'locations, compact': read(locationsApi.list, { query: { marinaId: marina0(), view: 'compact' } }),
  feed: read(activitiesApi.feed, { query: { marinaId: marina0() } }),
  'a location’s activities': read(activitiesApi.locationFeed, {
    params: { guid: rows['Dock A']!.guid },
    query: { limit: 20 },
  }),
  'meter reads': read(metersApi.listReads, { query: { marinaId: marina0(), startDate: '2020-01-01' } }),
});

const get = (request: Read, etag?: string, user: User = tenant.staff) => request(etag, user);

/** Each read's current tag, checked to be sent with a 200. */
async function tags(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, request] of Object.entries(reads())) {
    const response = await get(request);
    expect(response.statusCode, name).toBe(200);
    const etag = response.headers.etag;
    expect(etag, name).toMatch(/^W\/"\d+-[\w-]{16}"$/);
    out[name] = String(etag);
  }
  return out;
}

async function expectUnchanged(before: Record<string, string>) {
  for (const [name, request] of Object.entries(reads())) {
    const response = await get(request, before[name]);
    expect(response.statusCode, name).toBe(304);
    expect(response.body, name).toBe('');
    expect(response.headers.etag, name).toBe(before[name]);
  }
}

async function expectChanged(before: Record<string, string>) {
  for (const [name, request] of Object.entries(reads())) {
    const response = await get(request, before[name]);
    expect(response.statusCode, name).toBe(200);
    expect(response.headers.etag, name).not.toBe(before[name]);
  }
}

describe('conditional reads', () => {
  it('answer 304 with no body to a caller holding the current tag, and keep the answer out of the browser cache', async () => {
    const before = await tags();
    const response = await get(reads().locations);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toHaveLength(2);
    await expectUnchanged(before);
    // A list of tags, one of them current, and the strong form of the weak tag both hold.
    const strong = before.locations!.replace(/^W\//, '');
    expect((await get(reads().locations, `"nope", ${strong}`)).statusCode).toBe(304);
  });

  it('answer anew after a note through the API (under the app role on PostgreSQL)', async () => {
    const before = await tags();
    const note = await inject(
      activitiesApi.create,
      {
        body: { guid: randomUUID(), locationId: rows['Dock B']!.guid, type: 'comment', comment: 'Gate open' },
      },
      { as: tenant.staff },
    );
    expect(note.statusCode).toBe(201);
    await expectChanged(before);
  });

  it('answer anew after a location is renamed, a user renamed (a client-wide table) or an activity deleted', async () => {
    const { db } = t.database;
    let before = await tags();
    await db.update(locations).set({ name: 'Dock B2' }).where(eq(locations.id, rows['Dock B']!.id));
    await expectChanged(before);
    before = await tags();
    await db.update(users).set({ firstName: 'Renamed' }).where(eq(users.email, tenant.admin.email));
    await expectChanged(before);
    before = await tags();
    await db.execute(sql`delete from activities where location_id = ${rows['Dock A']!.id}`);
    await expectChanged(before);
  });

  it('stay 304 after writes in another marina or another client', async () => {
    const { db } = t.database;
    const before = await tags();
    await addActivity(
      db,
      { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id },
      elsewhere.South!.id,
      'comment',
      new Date(),
    );
    const foreignType = await createLocationType(db, other.clientId, 'pier');
    await createLocationTree(
      db,
      { clientId: other.clientId, marinaId: other.marinas[0]!.id },
      foreignType.id,
      {
        Pier: {},
      },
    );
    await expectUnchanged(before);
  });

  it('count per statement, not per row: 50 rows in one insert count as one row does', async () => {
    const { db } = t.database;
    const version = async () => {
      const [row] = await db
        .select({ v: dataVersions.version })
        .from(dataVersions)
        .where(
          and(eq(dataVersions.clientId, tenant.clientId), eq(dataVersions.marinaId, tenant.marinas[0]!.id)),
        );
      return row?.v ?? 0;
    };
    const insert = (rowCount: number) =>
      db.execute(sql`
        insert into activities (client_id, marina_id, location_id, type, timestamp)
        select ${tenant.clientId}, ${tenant.marinas[0]!.id}, ${rows['Dock A']!.id}, 'comment', now()
        from generate_series(1, ${rowCount})`);
    const start = await version();
    await insert(1);
    const one = (await version()) - start;
    await insert(50);
    const fifty = (await version()) - start - one;
    // The insert and the location's last-activity update its trigger makes (migration 0008).
    expect(one).toBeGreaterThan(0);
    expect(fifty).toBe(one);
  });

  it('give another user, another address or another query its own tag', async () => {
    const before = await tags();
    expect((await get(reads().locations, before.locations, tenant.admin)).statusCode).toBe(200);
    const allTypes = read(locationsApi.list, { query: { marinaId: marina0(), type: 'all' } });
    expect((await get(allTypes, before.locations)).statusCode).toBe(200);
    expect((await get(reads().feed, before.locations)).statusCode).toBe(200);
  });

  it('guard first: signed out 401, another marina 403, another client 404, whatever tag is sent', async () => {
    const before = await tags();
    expect((await get(reads().locations, before.locations, null)).statusCode).toBe(401);
    expect((await get(reads().locations, before.locations, tenant.staffOther)).statusCode).toBe(403);
    const foreignRead = reads()['a location’s activities'];
    expect((await get(foreignRead, before['a location’s activities'], other.staff)).statusCode).toBe(404);
    expect((await get(reads().feed, '*', other.staff)).statusCode).toBe(404);
  });
});

describe('ifNoneMatchHolds', () => {
  it('compares weakly, in a list, and takes * for any', () => {
    expect(ifNoneMatchHolds('W/"1-a"', 'W/"1-a"')).toBe(true);
    expect(ifNoneMatchHolds('"1-a"', 'W/"1-a"')).toBe(true);
    expect(ifNoneMatchHolds(' "x" ,W/"1-a"', 'W/"1-a"')).toBe(true);
    expect(ifNoneMatchHolds('*', 'W/"1-a"')).toBe(true);
    expect(ifNoneMatchHolds('W/"2-a"', 'W/"1-a"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, 'W/"1-a"')).toBe(false);
    expect(ifNoneMatchHolds('', 'W/"1-a"')).toBe(false);
  });
});
