import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { FINALIZED_READ_ONLY } from '#core/checklists/checklist-constants.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  checksOfChecklist,
  createOccupancyChecklistRow,
  createOccupancyDock,
} from '#server/test/checklist-factories.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let m0: string;
let foreign: { id: number; guid: string };
let foreignSlip: TestRow;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  const otherScope = { clientId: other.clientId, marinaId: other.marinas[0]!.id };
  const otherDock = await createOccupancyDock(t.database.db, otherScope, 'F', 1);
  foreignSlip = otherDock.slips[0]!;
  foreign = await createOccupancyChecklistRow(t.database.db, otherScope, otherDock.dock.id);
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const scope0 = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
async function checklist() {
  const { dock, slips, typeId } = await createOccupancyDock(t.database.db, scope0(), `Dock ${++n}`, 3);
  const row = await createOccupancyChecklistRow(t.database.db, scope0(), dock.id);
  return { dock, slips, typeId, ...row };
}
const post = (payload: object, user: { email: string } | null = tenant.staff) =>
  inject(occupancyApi.check, { body: payload }, { as: user });
const del = (
  checklistId: string,
  locationId: string,
  query: { marinaId?: string } = { marinaId: m0 },
  user: { email: string } | null = tenant.staff,
) => inject(occupancyApi.uncheck, { params: { checklistId, locationId }, query }, { as: user });
const list = (checklistId: string, user: { email: string } | null = tenant.staff) =>
  inject(occupancyApi.checks, { params: { checklistId } }, { as: user });

describe(`${routeKey(occupancyApi.check)} and ${routeKey(occupancyApi.checks)}`, () => {
  it('checks a child present; checking it again returns the same check', async () => {
    const c = await checklist();
    expect((await list(c.guid)).json()).toEqual([]);
    const guid = randomUUID();
    const body = { guid, checklistId: c.guid, locationId: c.slips[1]!.guid, marinaId: m0 };
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      guid,
      checklistId: c.guid,
      locationId: c.slips[1]!.guid,
      checkedBy: 'staff Tester',
      checkedByUserId: tenant.staff.guid,
    });
    const retry = await post(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const again = await post({ ...body, guid: undefined });
    expect(again.json()).toEqual(first.json());
    expect((await list(c.guid)).json()).toEqual([first.json()]);
    expect(await checksOfChecklist(t.database.db, c.id)).toHaveLength(1);
  });

  it('writes one check when the same check races', async () => {
    const c = await checklist();
    const body = { checklistId: c.guid, locationId: c.slips[0]!.guid, marinaId: m0 };
    const results = await Promise.all([post(body), post(body), post(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await checksOfChecklist(t.database.db, c.id)).toHaveLength(1);
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and writes nothing', async () => {
    const c = await checklist();
    const grandchild = await createLocation(t.database.db, scope0(), {
      name: 'box',
      typeId: c.typeId,
      parentId: c.slips[0]!.id,
    });
    const elsewhere = await checklist();
    const ok = { checklistId: c.guid, locationId: c.slips[0]!.guid, marinaId: m0 };
    const notChild = "body.locationId: is not a child location of this checklist's location";
    expect((await post({ ...ok, locationId: c.dock.guid })).json().message).toBe(notChild);
    expect((await post({ ...ok, locationId: grandchild.guid })).json().message).toBe(notChild);
    expect((await post({ ...ok, locationId: elsewhere.slips[0]!.guid })).json().message).toBe(notChild);
    expect((await post({ ...ok, checklistId: 'x' })).json().message).toMatch(/^body\.checklistId: /);
    expect((await post({ ...ok, marinaId: undefined })).json().message).toMatch(/^body\.marinaId: /);
    expect((await post(ok, null)).statusCode).toBe(401);
    expect((await post(ok, tenant.staffOther)).statusCode).toBe(403);
    expect((await list(c.guid, null)).statusCode).toBe(401);
    expect((await list(c.guid, tenant.staffOther)).statusCode).toBe(403);
    expect((await list('x')).json().message).toMatch(/^params\.checklistId: /);
    expect((await post({ ...ok, checklistId: foreign.guid })).json()).toEqual({
      code: 'request.notFound',
      message: 'Occupancy checklist not found',
    });
    expect((await post({ ...ok, marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    expect((await post({ ...ok, locationId: foreignSlip.guid })).json()).toEqual({
      code: 'request.notFound',
      message: 'Location not found',
    });
    expect((await list(foreign.guid)).statusCode).toBe(404);
    expect(await checksOfChecklist(t.database.db, c.id)).toHaveLength(0);
    expect(await checksOfChecklist(t.database.db, foreign.id)).toHaveLength(0);
  });
});

describe(routeKey(occupancyApi.uncheck), () => {
  it('unchecks a child; repeating it changes nothing', async () => {
    const c = await checklist();
    await post({ checklistId: c.guid, locationId: c.slips[0]!.guid, marinaId: m0 });
    await post({ checklistId: c.guid, locationId: c.slips[1]!.guid, marinaId: m0 });
    const first = await del(c.guid, c.slips[0]!.guid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ checklistId: c.guid, locationId: c.slips[0]!.guid, deleted: true });
    expect((await del(c.guid, c.slips[0]!.guid)).json().deleted).toBe(false);
    const left = (await list(c.guid)).json();
    expect(left.map((k: { locationId: string }) => k.locationId)).toEqual([c.slips[1]!.guid]);
  });

  it('replays a queued tick, untick and tick again in order, each sent twice, to the final state', async () => {
    const c = await checklist();
    const slip = c.slips[2]!.guid;
    const tick = { guid: randomUUID(), checklistId: c.guid, locationId: slip, marinaId: m0 };
    // A phone whose answers were lost sends each step again before going on to the next.
    expect((await post(tick)).statusCode).toBe(201);
    expect((await post(tick)).statusCode).toBe(200);
    expect((await del(c.guid, slip)).json().deleted).toBe(true);
    expect((await del(c.guid, slip)).statusCode).toBe(200);
    expect(await checksOfChecklist(t.database.db, c.id)).toHaveLength(0);
    const again = { ...tick, guid: randomUUID() };
    expect((await post(again)).statusCode).toBe(201);
    expect((await post(again)).statusCode).toBe(200);
    const left = (await list(c.guid)).json();
    expect(left).toEqual([expect.objectContaining({ guid: again.guid, locationId: slip })]);
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and changes nothing', async () => {
    const c = await checklist();
    await post({ checklistId: c.guid, locationId: c.slips[0]!.guid, marinaId: m0 });
    const slip = c.slips[0]!.guid;
    expect((await del(c.guid, slip, {})).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await del(c.guid, 'x')).json().message).toMatch(/^params\.locationId: /);
    expect((await del(c.guid, slip, { marinaId: m0 }, null)).statusCode).toBe(401);
    expect((await del(c.guid, slip, { marinaId: m0 }, tenant.staffOther)).statusCode).toBe(403);
    expect((await del(foreign.guid, foreignSlip.guid)).statusCode).toBe(404);
    expect((await del(c.guid, slip, { marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    expect(await checksOfChecklist(t.database.db, c.id)).toHaveLength(1);
  });
});

describe('a finalized checklist', () => {
  it('is read-only: checks and unchecks answer 409', async () => {
    const c = await checklist();
    await post({ checklistId: c.guid, locationId: c.slips[0]!.guid, marinaId: m0 });
    const done = await inject(
      occupancyApi.finalize,
      { params: { guid: c.guid }, body: { marinaId: m0 } },
      { as: tenant.staff },
    );
    expect(done.statusCode).toBe(200);
    const checked = await post({ checklistId: c.guid, locationId: c.slips[1]!.guid, marinaId: m0 });
    expect(checked.statusCode).toBe(409);
    expect(checked.json()).toEqual({ code: 'request.conflict', message: FINALIZED_READ_ONLY });
    const unchecked = await del(c.guid, c.slips[0]!.guid);
    expect(unchecked.statusCode).toBe(409);
    expect(unchecked.json()).toEqual({ code: 'request.conflict', message: FINALIZED_READ_ONLY });
    expect(await checksOfChecklist(t.database.db, c.id)).toHaveLength(1);
    expect((await list(c.guid)).json()).toHaveLength(1);
  });
});
