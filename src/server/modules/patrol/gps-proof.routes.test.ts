import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { patrolApi } from '#core/patrol/patrol.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

/** A patrol_check through activitiesApi.create: the GPS proof of presence flags (ADR 0020). */

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let typeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  typeId = (await createLocationType(t.database.db, tenant.clientId, 'slip')).id;
});
afterAll(() => t.close());

const newLocation = (name: string): Promise<TestRow> =>
  createLocation(
    t.database.db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    { name, typeId },
  );

// About 1.11 m per 0.00001 degree of latitude.
const BASE = { lat: 38.9784, lng: -76.4922 };
const metresNorth = (m: number) => (BASE.lat + m / 111_195).toFixed(8);

const checkIn = (
  user: { email: string },
  location: TestRow,
  at: string,
  lat = BASE.lat.toFixed(8),
  accuracy = '8.00',
) =>
  inject(
    activitiesApi.create,
    {
      body: {
        guid: randomUUID(),
        locationId: location.guid,
        type: 'patrol_check',
        comment: 'Automatic check-in via QR/NFC',
        gpsLatitude: lat,
        gpsLongitude: BASE.lng.toFixed(8),
        gpsAccuracy: accuracy,
        timestamp: at,
      },
    },
    { as: user },
  );

/** Minute n of a round three hours ago: inside the offline window of device times (ADR 0023). */
const ROUND_START = Math.floor((Date.now() - 3 * 3600_000) / 60_000) * 60_000;
const minutes = (n: number) => new Date(ROUND_START + n * 60_000).toISOString();

describe('check-in flags', () => {
  it('flags far (with the distance) and poor accuracy against an admin reference, never refusing', async () => {
    const slip = await newLocation('S-1');
    await inject(
      patrolApi.setReference,
      { params: { guid: slip.guid }, body: { latitude: BASE.lat, longitude: BASE.lng } },
      { as: tenant.admin },
    );
    const near = await checkIn(tenant.staff, slip, minutes(0), metresNorth(40));
    expect(near.statusCode).toBe(201);
    expect(near.json()).toMatchObject({ gpsFlags: [], gpsDistance: 40 });
    const far = await checkIn(tenant.staff, slip, minutes(10), metresNorth(250), '75.00');
    expect(far.statusCode).toBe(201);
    expect(far.json()).toMatchObject({ gpsFlags: ['far', 'inaccurate'], gpsDistance: 250 });
    const feed = await inject(
      activitiesApi.locationFeed,
      { params: { guid: slip.guid } },
      { as: tenant.staff },
    );
    expect(feed.json().map((a: { gpsFlags: string[] }) => a.gpsFlags)).toEqual([['far', 'inaccurate'], []]);
    const marinaFeed = await inject(
      activitiesApi.feed,
      { query: { marinaId: tenant.marinas[0]!.guid, type: 'patrol_check' } },
      { as: tenant.staff },
    );
    expect(marinaFeed.json().find((a: { guid: string }) => a.guid === far.json().guid)).toMatchObject({
      gpsFlags: ['far', 'inaccurate'],
      gpsDistance: 250,
    });
  });

  it('flags a repeat by the same user within 2 minutes, not by another user or after 2 minutes', async () => {
    const slip = await newLocation('S-2');
    expect((await checkIn(tenant.staff, slip, minutes(0))).json().gpsFlags).toEqual([]);
    expect((await checkIn(tenant.staff, slip, minutes(1))).json().gpsFlags).toEqual(['repeat']);
    expect((await checkIn(tenant.admin, slip, minutes(1))).json().gpsFlags).toEqual([]);
    expect((await checkIn(tenant.staff, slip, minutes(4))).json().gpsFlags).toEqual([]);
  });

  it('learns the reference from the median of the first five good check-ins, then flags far ones', async () => {
    const slip = await newLocation('S-3');
    // A poor fix is not part of the sample; one outlier among the five does not move the median.
    await checkIn(tenant.staff, slip, minutes(0), metresNorth(900), '80.00');
    for (const [i, m] of [0, 4, -3, 2, 600].entries()) {
      const response = await checkIn(tenant.staff, slip, minutes(10 + i * 5), metresNorth(m));
      expect(response.json().gpsDistance).toBeNull();
    }
    const reference = await inject(
      patrolApi.reference,
      { params: { guid: slip.guid } },
      { as: tenant.staff },
    );
    expect(reference.json().reference).toMatchObject({ source: 'check-ins', latitude: metresNorth(2) });
    const later = await checkIn(tenant.staff, slip, minutes(50), metresNorth(300));
    expect(later.json()).toMatchObject({ gpsFlags: ['far'], gpsDistance: 298 });
  });

  it('does not flag comments and keeps a retried check-in as it was', async () => {
    const slip = await newLocation('S-4');
    const note = await inject(
      activitiesApi.create,
      { body: { locationId: slip.guid, type: 'comment', comment: 'All quiet' } },
      { as: tenant.staff },
    );
    expect(note.json()).toMatchObject({ gpsFlags: [], gpsDistance: null });
    const payload = {
      guid: randomUUID(),
      locationId: slip.guid,
      type: 'patrol_check',
      gpsLatitude: BASE.lat.toFixed(8),
      gpsLongitude: BASE.lng.toFixed(8),
      gpsAccuracy: '5',
      timestamp: minutes(0),
    };
    const first = await inject(activitiesApi.create, { body: payload }, { as: tenant.staff });
    const retry = await inject(activitiesApi.create, { body: payload }, { as: tenant.staff });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().gpsFlags).toEqual([]);
  });
});
