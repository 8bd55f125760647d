import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
});
afterAll(() => t.close());

const get = async (user?: { email: string }) =>
  t.app.inject({ url: '/api/marinas', headers: user ? { cookie: await loginAs(t.app, user) } : {} });

describe('GET /api/marinas', () => {
  it('answers 401 when signed out', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it('lists only the marinas a staff member may access, with guid, name and location', async () => {
    const response = await get(tenant.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      // timeZone: issue 17 (decision 0026); the factory's marinas take the default.
      { guid: tenant.marinas[0]!.guid, name: 'North Marina', location: 'North Bay', timeZone: 'UTC' },
    ]);
  });

  it("lists all of the client's marinas for a super_admin and never another client's", async () => {
    const guids = (await get(tenant.superAdmin)).json().map((m: { guid: string }) => m.guid);
    expect(guids.sort()).toEqual(tenant.marinas.map((m) => m.guid).sort());
    for (const m of other.marinas) expect(guids).not.toContain(m.guid);
  });
});
