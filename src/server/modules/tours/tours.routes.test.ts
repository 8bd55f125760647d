import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { tourExceptionsApi } from '#core/tours/tour-exceptions.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { locations, permissions, tours } from '#server/db/schema/index.ts';
import { addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let admin1: TestUser;
let inject: Inject;
let gate: TestRow;
let pier: TestRow;
let fuel: TestRow;
let elsewhere: TestRow;
let foreign: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  // An admin of marina 1 only.
  admin1 = await addTestUser(db, tenant.clientId, 'admin-m1');
  await db.insert(permissions).values({
    clientId: tenant.clientId,
    userId: admin1.id,
    permissionType: 'admin',
    marinaId: tenant.marinas[1]!.id,
  });
  const type = await createLocationType(db, tenant.clientId, 'Post');
  const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  gate = await createLocation(db, m0, { name: 'Gate', typeId: type.id });
  pier = await createLocation(db, m0, { name: 'Pier', typeId: type.id });
  fuel = await createLocation(db, m0, { name: 'Fuel dock', typeId: type.id });
  elsewhere = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id },
    { name: 'Gate', typeId: type.id },
  );
  const otherType = await createLocationType(db, other.clientId, 'Post');
  foreign = await createLocation(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    { name: 'Gate', typeId: otherType.id },
  );
});
afterAll(() => t.close());

const m0 = () => tenant.marinas[0]!.guid;
const tour = (extra: object = {}) => ({
  marinaId: m0(),
  name: 'Night round',
  checkpointIds: [gate.guid, pier.guid, fuel.guid],
  ordered: true,
  durationMinutes: 45,
  graceMinutes: 10,
  schedule: { times: ['22:00', '02:00'], weekdays: [5, 6] },
  active: true,
  ...extra,
});
const post = (user: { email: string } | null, payload: object) =>
  inject(toursApi.create, { body: payload }, { as: user });
const put = (user: { email: string } | null, guid: string, payload: object) =>
  inject(toursApi.update, { params: { guid }, body: payload }, { as: user });
const get = (user: { email: string } | null, guid: string) =>
  inject(toursApi.get, { params: { guid } }, { as: user });
const del = (user: { email: string } | null, guid: string) =>
  inject(toursApi.remove, { params: { guid } }, { as: user });
const list = (user: { email: string } | null, marinaId = m0()) =>
  inject(toursApi.list, { query: { marinaId } }, { as: user });
/** The tours of this file's two clients (other files add tours to the same database meanwhile). */
const count = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tours)
      .where(inArray(tours.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;

describe(routeKey(toursApi.create), () => {
  it('creates a tour (201) with its checkpoints in order and their names; a repeat answers 200', async () => {
    const guid = randomUUID();
    const response = await post(tenant.admin, tour({ guid }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      guid,
      marinaId: m0(),
      name: 'Night round',
      checkpointIds: [gate.guid, pier.guid, fuel.guid],
      checkpoints: [
        { guid: gate.guid, name: 'Gate' },
        { guid: pier.guid, name: 'Pier' },
        { guid: fuel.guid, name: 'Fuel dock' },
      ],
      ordered: true,
      durationMinutes: 45,
      graceMinutes: 10,
      // Kept in ascending order.
      schedule: { times: ['02:00', '22:00'], weekdays: [5, 6] },
      active: true,
    });
    const again = await post(tenant.admin, tour({ guid }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);
    expect((await post(tenant.admin, tour({ guid, name: 'Other' }))).statusCode).toBe(409);
    expect((await post(tenant.admin, tour({ guid, checkpointIds: [pier.guid, gate.guid] }))).statusCode).toBe(
      409,
    );
  });

  it('defaults ordered to false, grace to 0 and active to true', async () => {
    const response = await post(tenant.admin, {
      marinaId: m0(),
      name: 'Dawn',
      checkpointIds: [gate.guid],
      durationMinutes: 15,
      schedule: { every: { minutes: 120, from: '20:00', to: '06:00' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ordered: false,
      graceMinutes: 0,
      active: true,
      schedule: { every: { minutes: 120, from: '20:00', to: '06:00' } },
    });
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await count();
    for (const [payload, message] of [
      [tour({ name: ' ' }), /^body\.name: Tour name is required$/],
      [tour({ checkpointIds: [] }), /^body\.checkpointIds: must hold at least one checkpoint$/],
      [
        tour({ checkpointIds: [gate.guid, gate.guid] }),
        /^body\.checkpointIds: must not repeat a checkpoint$/,
      ],
      [
        tour({ checkpointIds: [gate.guid, randomUUID()] }),
        /^body\.checkpointIds\.1: is not a location of this marina$/,
      ],
      [
        tour({ checkpointIds: [elsewhere.guid] }),
        /^body\.checkpointIds\.0: is not a location of this marina$/,
      ],
      [
        tour({ checkpointIds: [gate.guid, foreign.guid] }),
        /^body\.checkpointIds\.1: is not a location of this marina$/,
      ],
      [tour({ checkpointIds: ['not-a-guid'] }), /^body\.checkpointIds\.0: /],
      [tour({ schedule: { times: ['25:00'] } }), /^body\.schedule\.times\.0: must be a time HH:MM/],
      [tour({ schedule: { times: ['22:00', '9:30'] } }), /^body\.schedule\.times\.1: /],
      [tour({ schedule: { times: ['22:00', '22:00'] } }), /^body\.schedule\.times: must not repeat a time$/],
      [
        tour({ schedule: { times: ['22:00'], weekdays: [0] } }),
        /^body\.schedule\.weekdays\.0: must be 1 \(Monday\) to 7/,
      ],
      [tour({ schedule: { times: ['22:00'], weekdays: [1, 8] } }), /^body\.schedule\.weekdays\.1: /],
      [tour({ schedule: { times: ['22:00'], weekdays: [] } }), /^body\.schedule\.weekdays: /],
      [tour({ schedule: {} }), /^body\.schedule: must have start times or an interval$/],
      [tour({ schedule: { times: [] } }), /^body\.schedule: must have start times or an interval$/],
      [
        tour({ schedule: { every: { minutes: 0, from: '20:00', to: '23:00' } } }),
        /^body\.schedule\.every\.minutes: must be more than 0$/,
      ],
      [
        tour({ schedule: { every: { minutes: 30, from: '20:00', to: '24:00' } } }),
        /^body\.schedule\.every\.to: /,
      ],
      [
        tour({ schedule: { every: { minutes: 30, from: '20:00', to: '20:00' } } }),
        /^body\.schedule\.every\.to: /,
      ],
      [tour({ durationMinutes: 0 }), /^body\.durationMinutes: must be more than 0$/],
      [tour({ durationMinutes: -5 }), /^body\.durationMinutes: /],
      [tour({ durationMinutes: 1.5 }), /^body\.durationMinutes: must be a whole number/],
      [tour({ graceMinutes: -1 }), /^body\.graceMinutes: must not be negative$/],
      [tour({ ordered: 'yes' }), /^body\.ordered: /],
      [tour({ active: null }), /^body\.active: /],
      [tour({ marinaId: undefined }), /^body\.marinaId: /],
    ] as const) {
      const response = await post(tenant.admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 403 for staff and an admin of another marina, 404 for another tenant', async () => {
    const before = await count();
    expect((await post(null, tour())).statusCode).toBe(401);
    expect((await post(tenant.staff, tour())).statusCode).toBe(403);
    expect((await post(admin1, tour())).statusCode).toBe(403);
    expect((await post(other.superAdmin, tour())).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe(routeKey(toursApi.list), () => {
  it('lists the marina tours by name for its staff, with paused ones; not other marinas', async () => {
    const m1Admin = await post(
      admin1,
      tour({ marinaId: tenant.marinas[1]!.guid, checkpointIds: [elsewhere.guid] }),
    );
    expect(m1Admin.statusCode).toBe(201);
    await post(tenant.admin, tour({ name: 'b harbour walk', active: false }));
    await post(tenant.admin, tour({ name: 'Apron', checkpointIds: [fuel.guid] }));
    const response = await list(tenant.staff);
    expect(response.statusCode).toBe(200);
    const names: string[] = response.json().map((x: { name: string }) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toContain('b harbour walk');
    expect(names.indexOf('Apron')).toBeLessThan(names.indexOf('b harbour walk'));
    expect(response.json().every((x: { marinaId: string }) => x.marinaId === m0())).toBe(true);
    expect((await list(tenant.staffOther)).statusCode).toBe(403);
    expect((await list(other.admin)).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe(`GET, PUT and DELETE ${toursApi.get.path}`, () => {
  it('reads, changes the checkpoint order, pauses, then deletes (404 after)', async () => {
    const created = (await post(tenant.admin, tour({ name: 'Harbour loop' }))).json();
    const read = await get(tenant.staff, created.guid);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const order = [fuel.guid, gate.guid, pier.guid];
    const updated = await put(tenant.admin, created.guid, {
      ...tour({ name: 'Harbour loop', checkpointIds: order, active: false }),
      schedule: { every: { minutes: 90, from: '21:00', to: '05:00' }, weekdays: [7, 1] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      guid: created.guid,
      checkpointIds: order,
      checkpoints: [
        { guid: fuel.guid, name: 'Fuel dock' },
        { guid: gate.guid, name: 'Gate' },
        { guid: pier.guid, name: 'Pier' },
      ],
      active: false,
      schedule: { every: { minutes: 90, from: '21:00', to: '05:00' }, weekdays: [1, 7] },
    });
    expect((await get(tenant.admin, created.guid)).json().checkpointIds).toEqual(order);

    expect((await del(tenant.staff, created.guid)).statusCode).toBe(403);
    const removed = await del(tenant.admin, created.guid);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true });
    expect((await get(tenant.admin, created.guid)).statusCode).toBe(404);
    expect((await put(tenant.admin, created.guid, tour())).statusCode).toBe(404);
    expect((await del(tenant.admin, created.guid)).statusCode).toBe(404);
    expect((await list(tenant.admin)).json().map((x: { guid: string }) => x.guid)).not.toContain(
      created.guid,
    );
  });

  it('leaves a deleted location out of the checkpoints', async () => {
    const db = t.database.db;
    const type = await createLocationType(db, tenant.clientId, 'Buoy');
    const buoy = await createLocation(
      db,
      { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
      { name: 'Buoy', typeId: type.id },
    );
    const created = (await post(tenant.admin, tour({ checkpointIds: [gate.guid, buoy.guid] }))).json();
    await db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, buoy.id));
    expect((await get(tenant.staff, created.guid)).json().checkpointIds).toEqual([gate.guid]);
  });

  it('answers 400 naming the field on PUT, and refuses staff, other marinas and tenants', async () => {
    const created = (await post(tenant.admin, tour())).json();
    const before = (await get(tenant.admin, created.guid)).json();
    for (const [payload, message] of [
      [
        tour({ checkpointIds: [elsewhere.guid] }),
        /^body\.checkpointIds\.0: is not a location of this marina$/,
      ],
      [tour({ schedule: { times: ['25:00'] } }), /^body\.schedule\.times\.0: /],
      [tour({ marinaId: tenant.marinas[1]!.guid }), /^body\.marinaId: is not the marina of this tour$/],
      [tour({ name: '' }), /^body\.name: /],
    ] as const) {
      const response = await put(tenant.admin, created.guid, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await put(null, created.guid, tour())).statusCode).toBe(401);
    expect((await put(tenant.staff, created.guid, tour({ name: 'X' }))).statusCode).toBe(403);
    expect((await put(admin1, created.guid, tour({ name: 'X' }))).statusCode).toBe(403);
    expect((await del(admin1, created.guid)).statusCode).toBe(403);
    expect((await get(tenant.staffOther, created.guid)).statusCode).toBe(403);
    expect((await get(other.superAdmin, created.guid)).statusCode).toBe(404);
    expect((await put(other.superAdmin, created.guid, tour({ name: 'X' }))).statusCode).toBe(404);
    expect((await del(other.superAdmin, created.guid)).statusCode).toBe(404);
    expect((await get(tenant.admin, randomUUID())).statusCode).toBe(404);
    expect((await get(tenant.admin, created.guid)).json()).toEqual(before);
  });
});

// Every tours, tour runs and tour exceptions endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(toursApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  create: {
    success: 201,
    request: async (w) => ({
      body: {
        guid: w.fresh.guid(),
        marinaId: w.m0.guid,
        name: w.fresh.name('Tour'),
        checkpointIds: [(await w.fresh.location()).guid, w.location.guid],
        durationMinutes: 30,
        schedule: { times: ['22:00'], weekdays: [1, 5] },
      },
    }),
    singleLine: [['name']],
  },
  get: { success: 200, request: async (w) => ({ params: { guid: (await w.fresh.tour()).guid } }) },
  update: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.tour()).guid },
      body: {
        name: w.fresh.name('Tour'),
        checkpointIds: [w.location.guid],
        ordered: true,
        durationMinutes: 20,
        graceMinutes: 5,
        schedule: { every: { minutes: 60, from: '20:00', to: '06:00' } },
        active: false,
      },
    }),
    singleLine: [['name']],
  },
  remove: { success: 200, request: async (w) => ({ params: { guid: (await w.fresh.tour()).guid } }) },
});

endpointSuite(tourRunsApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  get: { success: 200, request: async (w) => ({ params: { guid: (await w.fresh.run()).guid } }) },
  start: {
    success: 201,
    request: async (w) => ({
      params: { guid: (await w.fresh.tour()).guid },
      body: { guid: w.fresh.guid() },
    }),
  },
  finish: { success: 200, request: async (w) => ({ params: { guid: (await w.fresh.run()).guid } }) },
});

endpointSuite(tourExceptionsApi, {
  report: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid, format: 'csv' } }) },
});
