import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { locations, occupancyChecklists } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createOccupancyChecklistRow, createOccupancyDock } from '#server/test/checklist-factories.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let m0: string;
let shed: TestRow;
let south: TestRow;
let foreignDock: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  const type = await createLocationType(db, tenant.clientId, 'shed');
  shed = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    {
      name: 'Shed',
      typeId: type.id,
    },
  );
  south = (
    await createOccupancyDock(db, { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id }, 'S', 1)
  ).dock;
  foreignDock = (
    await createOccupancyDock(db, { clientId: other.clientId, marinaId: other.marinas[0]!.id }, 'F', 1)
  ).dock;
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const scope0 = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
const dock = (slips = 4) =>
  createOccupancyDock(t.database.db, scope0(), `D${randomUUID().slice(0, 6)}`, slips);
const start = (payload: object, user: { email: string } | null = tenant.staff) =>
  inject(occupancyApi.start, { body: payload }, { as: user });
const list = (user: { email: string } | null, query: { marinaId?: string; locationId?: string }) =>
  inject(occupancyApi.list, { query }, { as: user });
const openCount = async (locationId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(occupancyChecklists)
      .where(and(eq(occupancyChecklists.locationId, locationId), isNull(occupancyChecklists.finalized)))
  )[0]!.n;
const clientCount = async (clientId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(occupancyChecklists)
      .where(eq(occupancyChecklists.clientId, clientId))
  )[0]!.n;

describe(routeKey(occupancyApi.start), () => {
  it('starts one open checklist per location: a retry returns it, a second start answers 409', async () => {
    const { dock: d } = await dock();
    const guid = randomUUID();
    const first = await start({ guid, locationId: d.guid, marinaId: m0 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      guid,
      locationId: d.guid,
      locationName: d.name,
      marinaId: m0,
      finalized: null,
      finalizedBy: null,
      presentCount: 0,
      totalCount: 4,
    });
    expect(Date.parse(first.json().started)).toBeGreaterThan(Date.now() - 60_000);
    const retry = await start({ guid, locationId: d.guid, marinaId: m0 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const second = await start({ locationId: d.guid, marinaId: m0 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'request.conflict',
      message: 'This location already has an open occupancy checklist',
    });
    const { dock: d2 } = await dock(1);
    expect((await start({ guid, locationId: d2.guid, marinaId: m0 })).statusCode).toBe(409);
    expect(await openCount(d.id)).toBe(1);
    expect(await openCount(d2.id)).toBe(0);
  });

  it('keeps one open checklist when starts race', async () => {
    const { dock: d } = await dock(2);
    const results = await Promise.all([1, 2, 3].map(() => start({ locationId: d.guid, marinaId: m0 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await openCount(d.id)).toBe(1);
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and writes nothing', async () => {
    const { dock: d } = await dock(1);
    const before = await clientCount(tenant.clientId);
    const cases: [object, string | RegExp][] = [
      [{ locationId: shed.guid, marinaId: m0 }, 'body.locationId: does not take occupancy checklists'],
      [{ locationId: south.guid, marinaId: m0 }, 'body.locationId: is not a location of this marina'],
      [{ locationId: 'x', marinaId: m0 }, /^body\.locationId: /],
      [{ locationId: d.guid }, /^body\.marinaId: /],
    ];
    for (const [payload, message] of cases) {
      const response = await start(payload, tenant.superAdmin);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await start({ locationId: d.guid, marinaId: m0 }, null)).statusCode).toBe(401);
    expect((await start({ locationId: d.guid, marinaId: m0 }, tenant.staffOther)).statusCode).toBe(403);
    expect((await start({ locationId: d.guid, marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    const foreign = await start({ locationId: foreignDock.guid, marinaId: m0 });
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    expect(await clientCount(tenant.clientId)).toBe(before);
    expect(await clientCount(other.clientId)).toBe(0);
  });
});

describe(routeKey(occupancyApi.list), () => {
  it("lists the marina's checklists newest first with live child counts", async () => {
    const fresh = await createTenant(t.database.db, 'List');
    const scope = { clientId: fresh.clientId, marinaId: fresh.marinas[0]!.id };
    const a = await createOccupancyDock(t.database.db, scope, 'A', 3);
    const b = await createOccupancyDock(t.database.db, scope, 'B', 2);
    const gone = await createOccupancyDock(t.database.db, scope, 'Gone', 1);
    const at = (h: number) => new Date(Date.parse('2026-05-01T00:00:00Z') + h * 3_600_000);
    const old = await createOccupancyChecklistRow(t.database.db, scope, a.dock.id, {
      started: at(0),
      finalized: at(1),
    });
    const open = await createOccupancyChecklistRow(t.database.db, scope, a.dock.id, { started: at(5) });
    const openB = await createOccupancyChecklistRow(t.database.db, scope, b.dock.id, { started: at(3) });
    await createOccupancyChecklistRow(t.database.db, scope, gone.dock.id, { started: at(4) });
    await t.database.db
      .update(locations)
      .set({ deletedAt: new Date() })
      .where(eq(locations.id, a.slips[2]!.id));
    await t.database.db
      .update(locations)
      .set({ deletedAt: new Date() })
      .where(eq(locations.id, gone.dock.id));
    const marinaId = fresh.marinas[0]!.guid;
    const listed = (await list(fresh.staff, { marinaId })).json();
    expect(listed.map((c: { guid: string }) => c.guid)).toEqual([open.guid, openB.guid, old.guid]);
    expect(listed[0]).toMatchObject({
      locationId: a.dock.guid,
      locationName: 'A',
      presentCount: 0,
      totalCount: 2,
    });
    expect(listed[2]).toMatchObject({ finalized: at(1).toISOString(), finalizedBy: null });
    const onlyB = (await list(fresh.staff, { marinaId, locationId: b.dock.guid })).json();
    expect(onlyB.map((c: { guid: string }) => c.guid)).toEqual([openB.guid]);
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    expect((await list(tenant.staff, {})).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await list(tenant.staff, { marinaId: m0, locationId: '1' })).json().message).toMatch(
      /^querystring\.locationId: /,
    );
    expect((await list(null, { marinaId: m0 })).statusCode).toBe(401);
    expect((await list(tenant.staffOther, { marinaId: m0 })).statusCode).toBe(403);
    expect((await list(tenant.staff, { marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
  });
});

// Every occupancy endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(occupancyApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  start: {
    success: 201,
    request: async (w) => ({
      body: { guid: w.fresh.guid(), locationId: (await w.fresh.dock()).dock.guid, marinaId: w.m0.guid },
    }),
  },
  finalize: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.occupancyChecklist()).checklist.guid },
      body: { marinaId: w.m0.guid },
    }),
  },
  checks: {
    success: 200,
    request: async (w) => ({
      params: { checklistId: (await w.fresh.occupancyChecklist()).checklist.guid },
      query: { marinaId: w.m0.guid },
    }),
  },
  check: {
    success: 201,
    request: async (w) => {
      const { checklist, slips } = await w.fresh.occupancyChecklist();
      return {
        body: {
          guid: w.fresh.guid(),
          checklistId: checklist.guid,
          locationId: slips[0]!.guid,
          marinaId: w.m0.guid,
        },
      };
    },
  },
  uncheck: {
    success: 200,
    request: async (w) => {
      const { checklist, slips } = await w.fresh.occupancyChecklist();
      return {
        params: { checklistId: checklist.guid, locationId: slips[0]!.guid },
        query: { marinaId: w.m0.guid },
      };
    },
  },
});
