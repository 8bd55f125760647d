import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';

let t: TestApp;
let other: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  other = await createTenant(t.database.db, 'Other');
});
afterAll(() => t.close());

/** Each test works with a fresh tenant, so the users start without shifts. */
async function signedIn(role: 'staff' | 'admin' | 'staffOther' = 'staff') {
  const tenant = await createTenant(t.database.db);
  const cookie = await loginAs(t.app, tenant[role]);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { tenant, cookie, call };
}

describe('GET /api/shifts/active', () => {
  it('answers 401 signed out and { shift: null } without an active shift', async () => {
    expect((await t.app.inject({ url: '/api/shifts/active' })).statusCode).toBe(401);
    const { call } = await signedIn();
    expect((await call('GET', '/api/shifts/active')).json()).toEqual({ shift: null });
  });
});

describe('POST /api/shifts', () => {
  it('starts a shift at an accessible marina and reports it as active', async () => {
    const { tenant, call } = await signedIn();
    const response = await call('POST', '/api/shifts', { marinaId: tenant.marinas[0]!.guid });
    expect(response.statusCode).toBe(201);
    const shift = response.json();
    expect(shift).toMatchObject({ marinaId: tenant.marinas[0]!.guid, endTime: null });
    expect(Date.parse(shift.startTime)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('GET', '/api/shifts/active')).json()).toEqual({ shift });
  });

  it('returns the same shift for a retry with the same guid, and 409 for a second shift', async () => {
    const { tenant, call } = await signedIn();
    const guid = randomUUID();
    const first = await call('POST', '/api/shifts', { marinaId: tenant.marinas[0]!.guid, guid });
    const retry = await call('POST', '/api/shifts', { marinaId: tenant.marinas[0]!.guid, guid });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(first.json().guid).toBe(guid);
    const second = await call('POST', '/api/shifts', { marinaId: tenant.marinas[0]!.guid });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have an active shift/);
  });

  it('keeps one active shift when two starts race', async () => {
    const { tenant, call } = await signedIn();
    const marinaId = tenant.marinas[0]!.guid;
    const results = await Promise.all([
      call('POST', '/api/shifts', { marinaId }),
      call('POST', '/api/shifts', { marinaId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await call('GET', '/api/shifts')).json()).toHaveLength(1);
  });

  it('answers 400 naming marinaId, 403 for a marina without access, 404 for another tenant', async () => {
    const { tenant, call } = await signedIn();
    const bad = await call('POST', '/api/shifts', { marinaId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.marinaId: /);
    expect((await call('POST', '/api/shifts', { marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(403);
    expect((await call('POST', '/api/shifts', { marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    expect((await call('GET', '/api/shifts/active')).json()).toEqual({ shift: null });
  });

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      payload: { marinaId: other.marinas[0]!.guid },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/shifts/end', () => {
  it('ends the active shift; repeating the end with its id returns it unchanged', async () => {
    const { tenant, call } = await signedIn();
    const started = (await call('POST', '/api/shifts', { marinaId: tenant.marinas[0]!.guid })).json();
    const ended = await call('PUT', '/api/shifts/end', {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ guid: started.guid, endTime: expect.any(String) });
    const again = await call('PUT', '/api/shifts/end', { shiftId: started.guid });
    expect(again.json()).toEqual(ended.json());
    expect((await call('GET', '/api/shifts/active')).json()).toEqual({ shift: null });
  });

  it("answers 404 without an active shift and for another user's or tenant's shift", async () => {
    const { call } = await signedIn();
    const none = await call('PUT', '/api/shifts/end', {});
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'request.notFound', message: 'No active shift found.' });
    const otherUser = await signedIn();
    const theirs = (
      await otherUser.call('POST', '/api/shifts', { marinaId: otherUser.tenant.marinas[0]!.guid })
    ).json();
    expect((await call('PUT', '/api/shifts/end', { shiftId: theirs.guid })).statusCode).toBe(404);
    expect((await otherUser.call('GET', '/api/shifts/active')).json().shift.endTime).toBeNull();
  });

  it('answers 400 for a bad shiftId and 401 signed out', async () => {
    const { call } = await signedIn();
    const bad = await call('PUT', '/api/shifts/end', { shiftId: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.shiftId: /);
    expect((await t.app.inject({ method: 'PUT', url: '/api/shifts/end', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/shifts', () => {
  it("lists the user's own shifts, newest first, and nobody else's", async () => {
    const { tenant, call } = await signedIn();
    const marinaId = tenant.marinas[0]!.guid;
    const first = (await call('POST', '/api/shifts', { marinaId })).json();
    await call('PUT', '/api/shifts/end', {});
    const second = (await call('POST', '/api/shifts', { marinaId })).json();
    const colleague = await loginAs(t.app, tenant.admin);
    await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: { cookie: colleague },
      payload: { marinaId },
    });
    const list = (await call('GET', '/api/shifts')).json();
    expect(list.map((s: { guid: string }) => s.guid)).toEqual([second.guid, first.guid]);
    expect((await t.app.inject({ url: '/api/shifts' })).statusCode).toBe(401);
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
    const atNorth = (await call('POST', '/api/shifts', { marinaId: north.guid })).json();
    await call('PUT', '/api/shifts/end', {});
    const atSouth = (await call('POST', '/api/shifts', { marinaId: south.guid })).json();
    await call('PUT', '/api/shifts/end', {});
    const guids = async (url: string) => (await call('GET', url)).json().map((s: { guid: string }) => s.guid);
    expect(await guids('/api/shifts')).toEqual([atSouth.guid, atNorth.guid]);
    expect(await guids(`/api/shifts?marinaId=${north.guid}`)).toEqual([atNorth.guid]);
    expect(await guids(`/api/shifts?marinaId=${south.guid}`)).toEqual([atSouth.guid]);
  });

  it("answers 400 naming marinaId, 403 without access and 404 for another tenant's marina", async () => {
    const { tenant, call } = await signedIn();
    const bad = await call('GET', '/api/shifts?marinaId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.marinaId: /);
    expect((await call('GET', `/api/shifts?marinaId=${tenant.marinas[1]!.guid}`)).statusCode).toBe(403);
    expect((await call('GET', `/api/shifts?marinaId=${other.marinas[0]!.guid}`)).statusCode).toBe(404);
  });
});
