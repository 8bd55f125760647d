import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { activities, locations, locationTypes } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
const loc: Record<string, { id: number; guid: string }> = {};

async function addLocation(owner: TestTenant, marinaIndex: number, name: string) {
  const db = t.database.db;
  const [type] = await db
    .insert(locationTypes)
    .values({ clientId: owner.clientId, name: `type-${randomUUID()}` })
    .returning({ id: locationTypes.id });
  const [row] = await db
    .insert(locations)
    .values({ clientId: owner.clientId, marinaId: owner.marinas[marinaIndex]!.id, name, typeId: type!.id })
    .returning({ id: locations.id, guid: locations.guid });
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  loc.a = await addLocation(tenant, 0, 'Dock A');
  loc.b = await addLocation(tenant, 0, 'Dock B');
  loc.otherMarina = await addLocation(tenant, 1, 'Dock Z');
  loc.otherTenant = await addLocation(other, 0, 'Foreign dock');
  inject = injectFor(t.app);
});
afterAll(() => t.close());

type User = { email: string } | null;
const post = (body: object, user: User = tenant.staff) =>
  inject(activitiesApi.create, { body }, { as: user });
const feed = (query: Record<string, string | number>, user: User = tenant.staff) =>
  inject(activitiesApi.feed, { query }, { as: user });
const locationFeed = (
  guid: string,
  query: Record<string, string | number | undefined> = {},
  user: User = tenant.staff,
) => inject(activitiesApi.locationFeed, { params: { guid }, query }, { as: user });
/** The activities of this file's two clients (other files log activities in the same database meanwhile). */
const count = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(inArray(activities.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;

describe(routeKey(activitiesApi.create), () => {
  it('adds a comment with the signed-in staff name, and a retry with the same guid returns it once', async () => {
    const guid = randomUUID();
    const body = { guid, locationId: loc.a!.guid, type: 'comment', comment: '  Gate left open  ' };
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      guid,
      type: 'comment',
      comment: 'Gate left open',
      locationId: loc.a!.guid,
      locationName: 'Dock A',
      marinaId: tenant.marinas[0]!.guid,
      userId: tenant.staff.guid,
      staffName: 'staff Tester',
    });
    const before = await count();
    const retry = await post(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await count()).toBe(before);
    const changed = await post({ ...body, comment: 'something else' });
    expect(changed.statusCode).toBe(409);
  });

  it("records a patrol check with GPS strings, accuracy and the device time, under the user's own name", async () => {
    // Two hours ago, written with the phone's -05:00 offset.
    const at = new Date(Date.now() - 2 * 3600_000);
    const local = new Date(at.getTime() - 5 * 3600_000).toISOString().replace('Z', '-05:00');
    const checkIn = {
      guid: randomUUID(),
      locationId: loc.b!.guid,
      type: 'patrol_check',
      staffName: 'Night Guard',
      comment: 'Automatic check-in via QR/NFC',
      gpsLatitude: '38.97841234',
      gpsLongitude: '-76.49221234',
      gpsAccuracy: '12.5',
      timestamp: local,
      marinaId: tenant.marinas[0]!.guid,
    };
    const response = await post(checkIn);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      staffName: 'staff Tester',
      gpsLatitude: '38.97841234',
      gpsLongitude: '-76.49221234',
      gpsAccuracy: '12.50',
      timestamp: at.toISOString(),
    });
    const [row] = await t.database.db
      .select({ receivedAt: activities.receivedAt })
      .from(activities)
      .where(eq(activities.guid, response.json().guid));
    expect(row!.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The create answers the row it wrote; a retry reads it back: the same answer, byte for byte.
    const retry = await post(checkIn);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(response.body);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await count();
    const cases: [object, RegExp][] = [
      [{ locationId: loc.a!.guid, type: 'comment', comment: '   ' }, /^body\.comment: /],
      [{ locationId: loc.a!.guid, type: 'patrol_check' }, /^body\.gpsLatitude: Missing location or GPS data/],
      [
        { locationId: loc.a!.guid, type: 'patrol_check', gpsLatitude: '91', gpsLongitude: '0' },
        /^body\.gpsLatitude: /,
      ],
      [{ locationId: loc.a!.guid, type: 'issue_created', comment: 'x' }, /^body\.type: /],
      [{ locationId: 'not-a-guid', type: 'comment', comment: 'x' }, /^body\.locationId: /],
      [
        { locationId: loc.a!.guid, type: 'comment', comment: 'x', timestamp: '2099-01-01T00:00:00Z' },
        /^body\.timestamp: /,
      ],
      [
        { locationId: loc.a!.guid, type: 'comment', comment: 'x', marinaId: tenant.marinas[1]!.guid },
        /^body\.marinaId: /,
      ],
      [{ locationId: loc.a!.guid, type: 'comment', comment: 'x'.repeat(2001) }, /^body\.comment: /],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 403 without access to the marina, 404 for another tenant', async () => {
    const payload = { locationId: loc.a!.guid, type: 'comment', comment: 'x' };
    expect((await post(payload, null)).statusCode).toBe(401);
    expect((await post({ ...payload, locationId: loc.otherMarina!.guid })).statusCode).toBe(403);
    const foreign = await post({ ...payload, locationId: loc.otherTenant!.guid });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
  });
});

describe(routeKey(activitiesApi.feed), () => {
  it('pages the marina feed newest first with type, since, before and limit', async () => {
    const fresh = await createTenant(t.database.db, 'Feed');
    const dock = await addLocation(fresh, 0, 'Feed dock');
    const base = Date.parse('2026-11-20T12:00:00Z');
    const types = ['patrol_check', 'comment', 'issue_created', 'meter_read', 'issue_updated', 'patrol_check'];
    await t.database.db.insert(activities).values(
      types.map((type, i) => ({
        clientId: fresh.clientId,
        marinaId: fresh.marinas[0]!.id,
        locationId: dock.id,
        type,
        comment: `#${i}`,
        timestamp: new Date(base + i * 60_000),
      })),
    );
    const user = fresh.staff;
    const marinaId = fresh.marinas[0]!.guid;
    const all = (await feed({ marinaId }, user)).json();
    expect(all.map((a: { comment: string }) => a.comment)).toEqual(['#5', '#4', '#3', '#2', '#1', '#0']);
    const issues = (await feed({ marinaId, type: 'issue' }, user)).json();
    expect(issues.map((a: { comment: string }) => a.comment)).toEqual(['#4', '#2']);
    const page1 = (await feed({ marinaId, limit: 2 }, user)).json();
    const page2 = (await feed({ marinaId, limit: 2, before: page1[1].guid }, user)).json();
    expect(page2.map((a: { comment: string }) => a.comment)).toEqual(['#3', '#2']);
    const since = new Date(base + 4 * 60_000).toISOString();
    const recent = (await feed({ marinaId, since }, user)).json();
    expect(recent.map((a: { comment: string }) => a.comment)).toEqual(['#5', '#4']);
  });

  it('pages past the activities without a timestamp, which come last', async () => {
    const fresh = await createTenant(t.database.db, 'Undated');
    const dock = await addLocation(fresh, 0, 'Undated dock');
    const base = Date.parse('2026-11-20T12:00:00Z');
    const timestamps = [new Date(base), null, new Date(base + 60_000), null, null];
    await t.database.db.insert(activities).values(
      timestamps.map((timestamp, i) => ({
        clientId: fresh.clientId,
        marinaId: fresh.marinas[0]!.id,
        locationId: dock.id,
        type: 'comment',
        comment: `#${i}`,
        timestamp,
      })),
    );
    const comments = (response: { json: () => { comment: string }[] }) =>
      response.json().map((a) => a.comment);
    const pages: string[][] = [];
    let before: string | undefined;
    for (let page = 0; page < 3; page++) {
      const response = await locationFeed(dock.guid, { limit: 2, before }, fresh.staff);
      pages.push(comments(response));
      before = response.json<{ guid: string }[]>().at(-1)!.guid;
    }
    // Dated newest first; then the undated, newest row first.
    expect(pages).toEqual([['#2', '#0'], ['#4', '#3'], ['#1']]);
  });

  it('answers 400 naming the field, 401, 403 and 404 for another tenant', async () => {
    expect((await feed({})).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await feed({ marinaId: tenant.marinas[0]!.guid, limit: 501 })).json().message).toMatch(
      /^querystring\.limit: /,
    );
    expect((await feed({ marinaId: tenant.marinas[0]!.guid, before: randomUUID() })).statusCode).toBe(400);
    expect((await feed({ marinaId: tenant.marinas[0]!.guid }, null)).statusCode).toBe(401);
    expect((await feed({ marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(403);
    expect((await feed({ marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
  });
});

describe(routeKey(activitiesApi.locationFeed), () => {
  it("lists only that location's activities", async () => {
    await post({ locationId: loc.b!.guid, type: 'comment', comment: 'only on B' });
    const list = (await locationFeed(loc.b!.guid)).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a: { locationId: string }) => a.locationId === loc.b!.guid)).toBe(true);
    expect(list[0].comment).toBe('only on B');
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    expect((await locationFeed('xyz')).json().message).toMatch(/^params\.guid: /);
    expect((await locationFeed(loc.a!.guid, {}, null)).statusCode).toBe(401);
    expect((await locationFeed(loc.otherMarina!.guid)).statusCode).toBe(403);
    expect((await locationFeed(loc.otherTenant!.guid)).statusCode).toBe(404);
  });
});

// Every activity endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(activitiesApi, {
  feed: {
    success: 200,
    request: (w) => ({
      query: { marinaId: w.m0.guid, since: '2020-01-01T00:00:00Z', limit: '20' },
    }),
  },
  locationFeed: { success: 200, request: (w) => ({ params: { guid: w.location.guid } }) },
  create: {
    success: 201,
    request: (w) => ({
      body: {
        guid: w.fresh.guid(),
        locationId: w.location.guid,
        type: 'comment',
        comment: 'All quiet',
        timestamp: new Date().toISOString(),
        gpsLatitude: '53.5511',
        gpsLongitude: 9.9937,
        gpsAccuracy: '12.5',
      },
    }),
    multiLine: [['comment']],
  },
});
