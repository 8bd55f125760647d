import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocationTree, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let rows: Record<string, TestRow>;
let foreign: Record<string, TestRow>;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const dock = await createLocationType(db, tenant.clientId, 'dock');
  rows = await createLocationTree(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    dock.id,
    {
      'Dock A': { 'A-1': {} },
    },
  );
  const foreignType = await createLocationType(db, other.clientId, 'dock');
  foreign = await createLocationTree(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    foreignType.id,
    {
      'Foreign Dock': {},
    },
  );
});
afterAll(() => t.close());

const checkIn = (user: { email: string } | null, guid: string) =>
  inject(checkInApi.location, { params: { guid } }, { as: user });

describe(routeKey(checkInApi.location), () => {
  it(`answers the location exactly as ${routeKey(locationsApi.get)} does`, async () => {
    const response = await checkIn(tenant.staff, rows['A-1']!.guid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      guid: rows['A-1']!.guid,
      name: 'A-1',
      parent: { guid: rows['Dock A']!.guid, name: 'Dock A' },
      children: [],
      descendantCount: 0,
    });
    const detail = await inject(
      locationsApi.get,
      { params: { guid: rows['A-1']!.guid } },
      { as: tenant.staff },
    );
    expect(response.json()).toEqual(detail.json());
  });

  it('answers 401 signed out so the page can sign in and come back', async () => {
    const response = await checkIn(null, rows['A-1']!.guid);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.unauthorized', message: 'Unauthorized' });
  });

  it('answers 400 for a malformed guid and 403 for staff of another marina', async () => {
    expect((await checkIn(tenant.staff, 'A-1')).json().message).toMatch(/^params\.guid: /);
    expect((await checkIn(tenant.staffOther, rows['A-1']!.guid)).statusCode).toBe(403);
  });

  it("answers 404 'Location not found' for another tenant's, an unknown or a deleted location", async () => {
    const deleted = await inject(
      locationsApi.remove,
      { params: { guid: rows['A-1']!.guid } },
      { as: tenant.admin },
    );
    expect(deleted.statusCode).toBe(200);
    for (const guid of [foreign['Foreign Dock']!.guid, crypto.randomUUID(), rows['A-1']!.guid]) {
      const response = await checkIn(tenant.superAdmin, guid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    }
  });
});

// Every check-in endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(checkInApi, {
  location: { success: 200, request: (w) => ({ params: { guid: w.location.guid } }) },
});
