import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  activitiesOfChecklist,
  createOccupancyChecklistRow,
  createOccupancyDock,
  occupancyChecklistRow,
} from '#server/test/checklist-factories.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let m0: string;
let foreign: { id: number; guid: string };
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  const otherScope = { clientId: other.clientId, marinaId: other.marinas[0]!.id };
  const otherDock = await createOccupancyDock(t.database.db, otherScope, 'F', 1);
  foreign = await createOccupancyChecklistRow(t.database.db, otherScope, otherDock.dock.id);
  inject = injectFor(t.app);
});
afterAll(() => t.close());

/** A dock with `slips` children and an open checklist started through the API. */
async function openChecklist(slips: number) {
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const { dock, slips: children } = await createOccupancyDock(t.database.db, scope, `Dock ${++n}`, slips);
  const started = await inject(
    occupancyApi.start,
    { body: { locationId: dock.guid, marinaId: m0 } },
    { as: tenant.staff },
  );
  const checklist = await occupancyChecklistRow(t.database.db, started.json().guid);
  return { dock, children, guid: checklist!.guid, id: checklist!.id };
}
const check = (checklistId: string, locationId: string) =>
  inject(occupancyApi.check, { body: { checklistId, locationId, marinaId: m0 } }, { as: tenant.staff });
const finalize = (
  guid: string,
  payload: object = { marinaId: m0 },
  user: { email: string } | null = tenant.staff,
) => inject(occupancyApi.finalize, { params: { guid }, body: payload }, { as: user });

describe(routeKey(occupancyApi.finalize), () => {
  it('finalizes with a checklist activity summarising the counts; a second finalize answers 409', async () => {
    const { dock, children, guid, id } = await openChecklist(12);
    for (const child of children.slice(0, 8)) expect((await check(guid, child.guid)).statusCode).toBe(201);
    const response = await finalize(guid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      guid,
      locationId: dock.guid,
      finalized: expect.any(String),
      finalizedBy: 'staff Tester',
      finalizedByUserId: tenant.staff.guid,
      presentCount: 8,
      totalCount: 12,
    });
    const activities = await activitiesOfChecklist(t.database.db, id);
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      type: 'checklist',
      locationId: dock.id,
      userId: tenant.staff.id,
      staffName: 'staff Tester',
      comment: 'Occupancy checklist finalized: 8 present, 4 not present of 12',
    });
    expect(activities[0]!.timestamp!.toISOString()).toBe(response.json().finalized);
    const again = await finalize(guid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'request.conflict',
      message: 'This checklist has already been finalized',
    });
    expect(await activitiesOfChecklist(t.database.db, id)).toHaveLength(1);
    const next = await inject(
      occupancyApi.start,
      { body: { locationId: dock.guid, marinaId: m0 } },
      { as: tenant.staff },
    );
    expect(next.statusCode).toBe(201);
  });

  it('finalizes once when two finalizes race', async () => {
    const { guid, id } = await openChecklist(1);
    const results = await Promise.all([finalize(guid), finalize(guid)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await activitiesOfChecklist(t.database.db, id)).toHaveLength(1);
  });

  it('counts exactly the checks that got in when checks race the finalize', async () => {
    const { children, guid, id } = await openChecklist(4);
    const results = await Promise.all([
      check(guid, children[0]!.guid),
      finalize(guid),
      check(guid, children[1]!.guid),
      check(guid, children[2]!.guid),
    ]);
    const checks = [results[0]!, results[2]!, results[3]!];
    const present = checks.filter((r) => r.statusCode === 201).length;
    expect(checks.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(results[1]!.json().presentCount).toBe(present);
    const [activity] = await activitiesOfChecklist(t.database.db, id);
    expect(activity!.comment).toBe(
      `Occupancy checklist finalized: ${present} present, ${4 - present} not present of 4`,
    );
  });

  it('a repeat with the same guid answers 200 with the same checklist; the device time dates it', async () => {
    const { children, guid, id } = await openChecklist(3);
    expect((await check(guid, children[0]!.guid)).statusCode).toBe(201);
    const body = {
      marinaId: m0,
      guid: randomUUID(),
      deviceTime: new Date(Date.now() - 7 * 60_000).toISOString(),
    };
    const first = await finalize(guid, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ guid, finalized: body.deviceTime, presentCount: 1, totalCount: 3 });
    const again = await finalize(guid, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const activities = await activitiesOfChecklist(t.database.db, id);
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({ guid: body.guid, type: 'checklist' });
    expect(activities[0]!.timestamp!.toISOString()).toBe(body.deviceTime);
    expect(activities[0]!.deviceTime!.toISOString()).toBe(body.deviceTime);
    // Another finalize (no guid, or another guid) still answers 409.
    expect((await finalize(guid)).statusCode).toBe(409);
    expect((await finalize(guid, { marinaId: m0, guid: randomUUID() })).statusCode).toBe(409);
  });

  it('answers 409 for a guid of another record, 400 for a bad guid or device time, and writes nothing', async () => {
    const { guid, id } = await openChecklist(1);
    const taken = await openChecklist(1);
    const takenBody = { marinaId: m0, guid: randomUUID() };
    expect((await finalize(taken.guid, takenBody)).statusCode).toBe(200);
    const reused = await finalize(guid, takenBody);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      code: 'request.conflict',
      message: 'A different record with this guid already exists',
    });
    expect((await finalize(guid, { marinaId: m0, guid: 'x' })).json().message).toMatch(/^body\.guid: /);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await finalize(guid, { marinaId: m0, deviceTime: future })).json().message).toMatch(
      /^body\.deviceTime: /,
    );
    expect((await occupancyChecklistRow(t.database.db, guid))!.finalized).toBeNull();
    expect(await activitiesOfChecklist(t.database.db, id)).toHaveLength(0);
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and changes nothing', async () => {
    const { guid, id } = await openChecklist(1);
    expect((await finalize(guid, {})).json().message).toMatch(/^body\.marinaId: /);
    expect((await finalize('x')).json().message).toMatch(/^params\.guid: /);
    const wrongMarina = await finalize(guid, { marinaId: tenant.marinas[1]!.guid }, tenant.superAdmin);
    expect(wrongMarina.json()).toEqual({
      code: 'request.invalid',
      message: 'body.marinaId: is not the marina of this checklist',
      params: { field: 'body.marinaId' },
    });
    expect((await finalize(guid, { marinaId: m0 }, null)).statusCode).toBe(401);
    expect((await finalize(guid, { marinaId: m0 }, tenant.staffOther)).statusCode).toBe(403);
    const foreignFinalize = await finalize(foreign.guid);
    expect(foreignFinalize.statusCode).toBe(404);
    expect(foreignFinalize.json()).toEqual({
      code: 'request.notFound',
      message: 'Occupancy checklist not found',
    });
    expect((await finalize(foreign.guid, { marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    expect((await occupancyChecklistRow(t.database.db, guid))!.finalized).toBeNull();
    expect((await occupancyChecklistRow(t.database.db, foreign.guid))!.finalized).toBeNull();
    expect(await activitiesOfChecklist(t.database.db, id)).toHaveLength(0);
    expect(await activitiesOfChecklist(t.database.db, foreign.id)).toHaveLength(0);
  });
});
