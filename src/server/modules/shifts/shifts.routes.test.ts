import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { permissions } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import { OWN } from '#server/test/route-matrix.ts';
import type { Callable } from '#server/test/test-input.ts';

let t: TestApp;
let other: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  other = await createTenant(t.database.db, 'Other');
  inject = injectFor(t.app);
});
afterAll(() => t.close());

/** Each test works with a fresh tenant, so the users start without shifts. */
async function signedIn(role: 'staff' | 'admin' | 'staffOther' = 'staff') {
  const tenant = await createTenant(t.database.db);
  const user = tenant[role];
  const call = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
    inject(endpoint, input, { as: user });
  return { tenant, call };
}

describe(routeKey(shiftsApi.active), () => {
  it('answers 401 signed out and { shift: null } without an active shift', async () => {
    expect((await inject(shiftsApi.active, {})).statusCode).toBe(401);
    const { call } = await signedIn();
    expect((await call(shiftsApi.active, {})).json()).toEqual({ shift: null });
  });
});

describe(routeKey(shiftsApi.start), () => {
  it('starts a shift at an accessible marina and reports it as active', async () => {
    const { tenant, call } = await signedIn();
    const response = await call(shiftsApi.start, { body: { marinaId: tenant.marinas[0]!.guid } });
    expect(response.statusCode).toBe(201);
    const shift = response.json();
    expect(shift).toMatchObject({ marinaId: tenant.marinas[0]!.guid, endTime: null });
    expect(Date.parse(shift.startTime)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(shiftsApi.active, {})).json()).toEqual({ shift });
  });

  it('returns the same shift for a retry with the same guid, and 409 for a second shift', async () => {
    const { tenant, call } = await signedIn();
    const guid = randomUUID();
    const first = await call(shiftsApi.start, { body: { marinaId: tenant.marinas[0]!.guid, guid } });
    const retry = await call(shiftsApi.start, { body: { marinaId: tenant.marinas[0]!.guid, guid } });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(first.json().guid).toBe(guid);
    const second = await call(shiftsApi.start, { body: { marinaId: tenant.marinas[0]!.guid } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have an active shift/);
  });

  it('keeps one active shift when two starts race', async () => {
    const { tenant, call } = await signedIn();
    const marinaId = tenant.marinas[0]!.guid;
    const results = await Promise.all([
      call(shiftsApi.start, { body: { marinaId } }),
      call(shiftsApi.start, { body: { marinaId } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await call(shiftsApi.list, {})).json()).toHaveLength(1);
  });

  it('answers 400 naming marinaId, 403 for a marina without access, 404 for another tenant', async () => {
    const { tenant, call } = await signedIn();
    const bad = await call(shiftsApi.start, { body: { marinaId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.marinaId: /);
    expect((await call(shiftsApi.start, { body: { marinaId: tenant.marinas[1]!.guid } })).statusCode).toBe(
      403,
    );
    expect((await call(shiftsApi.start, { body: { marinaId: other.marinas[0]!.guid } })).statusCode).toBe(
      404,
    );
    expect((await call(shiftsApi.active, {})).json()).toEqual({ shift: null });
  });

  it('answers 401 signed out', async () => {
    const response = await inject(shiftsApi.start, { body: { marinaId: other.marinas[0]!.guid } });
    expect(response.statusCode).toBe(401);
  });
});

describe(routeKey(shiftsApi.end), () => {
  it('ends the active shift; repeating the end with its id returns it unchanged', async () => {
    const { tenant, call } = await signedIn();
    const started = (await call(shiftsApi.start, { body: { marinaId: tenant.marinas[0]!.guid } })).json();
    const ended = await call(shiftsApi.end, { body: {} });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ guid: started.guid, endTime: expect.any(String) });
    const again = await call(shiftsApi.end, { body: { shiftId: started.guid } });
    expect(again.json()).toEqual(ended.json());
    expect((await call(shiftsApi.active, {})).json()).toEqual({ shift: null });
  });

  it("answers 404 without an active shift and for another user's or tenant's shift", async () => {
    const { call } = await signedIn();
    const none = await call(shiftsApi.end, { body: {} });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'request.notFound', message: 'No active shift found.' });
    const otherUser = await signedIn();
    const theirs = (
      await otherUser.call(shiftsApi.start, { body: { marinaId: otherUser.tenant.marinas[0]!.guid } })
    ).json();
    expect((await call(shiftsApi.end, { body: { shiftId: theirs.guid } })).statusCode).toBe(404);
    expect((await otherUser.call(shiftsApi.active, {})).json().shift.endTime).toBeNull();
  });

  it('answers 400 for a bad shiftId and 401 signed out', async () => {
    const { call } = await signedIn();
    const bad = await call(shiftsApi.end, { body: { shiftId: 12 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.shiftId: /);
    expect((await inject(shiftsApi.end, { body: {} })).statusCode).toBe(401);
  });
});

describe(routeKey(shiftsApi.list), () => {
  it("lists the user's own shifts, newest first, and nobody else's", async () => {
    const { tenant, call } = await signedIn();
    const marinaId = tenant.marinas[0]!.guid;
    const first = (await call(shiftsApi.start, { body: { marinaId } })).json();
    await call(shiftsApi.end, { body: {} });
    const second = (await call(shiftsApi.start, { body: { marinaId } })).json();
    await inject(shiftsApi.start, { body: { marinaId } }, { as: tenant.admin });
    const list = (await call(shiftsApi.list, {})).json();
    expect(list.map((s: { guid: string }) => s.guid)).toEqual([second.guid, first.guid]);
    expect((await inject(shiftsApi.list, {})).statusCode).toBe(401);
  });

  it("lists only the shifts at the marina asked for (the summary's previous shift)", async () => {
    const { tenant, call } = await signedIn();
    const [north, south] = [tenant.marinas[0]!, tenant.marinas[1]!];
    await t.database.db.insert(permissions).values({
      clientId: tenant.clientId,
      userId: tenant.staff.id,
      permissionType: 'marina_access',
      marinaId: south.id,
    });
    const atNorth = (await call(shiftsApi.start, { body: { marinaId: north.guid } })).json();
    await call(shiftsApi.end, { body: {} });
    const atSouth = (await call(shiftsApi.start, { body: { marinaId: south.guid } })).json();
    await call(shiftsApi.end, { body: {} });
    const guids = async (marinaId?: string) =>
      (await call(shiftsApi.list, { query: { marinaId } })).json().map((s: { guid: string }) => s.guid);
    expect(await guids()).toEqual([atSouth.guid, atNorth.guid]);
    expect(await guids(north.guid)).toEqual([atNorth.guid]);
    expect(await guids(south.guid)).toEqual([atSouth.guid]);
  });

  it("answers 400 naming marinaId, 403 without access and 404 for another tenant's marina", async () => {
    const { tenant, call } = await signedIn();
    const bad = await call(shiftsApi.list, { query: { marinaId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.marinaId: /);
    expect((await call(shiftsApi.list, { query: { marinaId: tenant.marinas[1]!.guid } })).statusCode).toBe(
      403,
    );
    expect((await call(shiftsApi.list, { query: { marinaId: other.marinas[0]!.guid } })).statusCode).toBe(
      404,
    );
  });
});

// Every shifts endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(shiftsApi, {
  list: { success: 200, request: () => ({}) },
  active: { success: 200, request: () => ({}) },
  start: { success: 201, request: (w) => ({ body: { marinaId: w.m0.guid, guid: w.fresh.guid() } }) },
  end: {
    success: 200,
    request: async (w) => ({ body: { shiftId: (await w.fresh.staffShift()).guid } }),
    checkedBy: OWN,
  },
});
