import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { addReading } from '#server/test/meter-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let slip: TestRow;
let southSlip: TestRow;
let foreignSlip: TestRow;
const base = Date.parse('2026-03-01T08:00:00Z');
const at = (day: number) => new Date(base + day * 24 * 3600_000);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'slip');
  const north = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  slip = await createLocation(db, north, { name: 'B-7', typeId: type.id });
  southSlip = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id },
    {
      name: 'S-1',
      typeId: type.id,
    },
  );
  const otherType = await createLocationType(db, other.clientId, 'slip');
  foreignSlip = await createLocation(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    {
      name: 'F-1',
      typeId: otherType.id,
    },
  );
  // 14 power readings, one a day, +10 each day except an untranscribed one; one water reading.
  for (let day = 0; day < 14; day++) {
    await addReading(db, north, slip.id, day === 12 ? null : String(1000 + day * 10), at(day));
  }
  await addReading(db, north, slip.id, '55.5', at(3), { meterType: 'water' });
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const get = (
  locationGuid: string,
  meterType: string,
  query: { marinaId?: string } = {},
  as: { email: string } | null = tenant.staff,
) => inject(metersApi.recordMeter, { params: { locationGuid, meterType }, query }, { as });

describe(routeKey(metersApi.recordMeter), () => {
  it('gives the location, fresh guids with a signed upload URL, the last 12 readings and the average use', async () => {
    const response = await get(slip.guid, 'power', { marinaId: tenant.marinas[0]!.guid });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.location).toEqual({ guid: slip.guid, name: 'B-7', marinaId: tenant.marinas[0]!.guid });
    const { uploadURL, meterImageGuid, activityGuid, meterReadingGuid } = body.embeddedData;
    expect(new Set([meterImageGuid, activityGuid, meterReadingGuid]).size).toBe(3);
    expect(uploadURL).toMatch(new RegExp(`^/img/${meterImageGuid}\\?token=.+`));
    const again = (await get(slip.guid, 'power')).json();
    expect(again.embeddedData.meterImageGuid).not.toBe(meterImageGuid);

    expect(body.recentReadings).toHaveLength(12);
    expect(body.recentReadings.map((r: { reading: string | null }) => r.reading)).toEqual([
      '1130.000',
      null,
      '1110.000',
      '1100.000',
      '1090.000',
      '1080.000',
      '1070.000',
      '1060.000',
      '1050.000',
      '1040.000',
      '1030.000',
      '1020.000',
    ]);
    // Consumption skips the untranscribed reading; the oldest shown one still has its predecessor.
    expect(body.recentReadings.map((r: { consumption: string | null }) => r.consumption)).toEqual([
      '20',
      null,
      '10',
      '10',
      '10',
      '10',
      '10',
      '10',
      '10',
      '10',
      '10',
      '10',
    ]);
    expect(body.averageUse).toBe('10.909');
    expect(body.lastReading).toEqual(body.recentReadings[0]);
    expect(body.lastReading).toMatchObject({
      meterType: 'power',
      notes: null,
      createdAt: at(13).toISOString(),
      activity: { timestamp: at(13).toISOString(), locationId: slip.guid },
      meterImage: null,
    });
  });

  it('takes the meter type in any case, as every path is matched (spec 000 section 1)', async () => {
    for (const type of ['POWER', 'Power', 'pOwEr']) {
      const response = await get(slip.guid, type);
      expect(response.statusCode, type).toBe(200);
      expect(response.json().lastReading?.meterType ?? 'power').toBe('power');
    }
  });

  it('answers with no readings for a meter type never read', async () => {
    const body = (await get(slip.guid, 'gas')).json();
    expect(body).toMatchObject({ recentReadings: [], lastReading: null, averageUse: null });
  });

  it("names the location's own marina when asked without a marinaId (a QR code from another marina)", async () => {
    const response = await get(southSlip.guid, 'water', {}, tenant.superAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json().location).toEqual({
      guid: southSlip.guid,
      name: 'S-1',
      marinaId: tenant.marinas[1]!.guid,
    });
  });

  it('answers 400 naming the field', async () => {
    const bad = await get(slip.guid, 'steam');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.meterType: /);
    expect((await get('not-a-guid', 'power')).json().message).toMatch(/^params\.locationGuid: /);
    const wrongMarina = await get(slip.guid, 'power', { marinaId: tenant.marinas[1]!.guid });
    expect(wrongMarina.statusCode).toBe(400);
    expect(wrongMarina.json().message).toMatch(/^querystring\.marinaId: /);
  });

  it('answers 401 signed out, 403 without access to the marina, 404 for another tenant or unknown', async () => {
    expect((await get(slip.guid, 'power', {}, null)).statusCode).toBe(401);
    expect((await get(southSlip.guid, 'power')).statusCode).toBe(403);
    const foreign = await get(foreignSlip.guid, 'power');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    expect((await get(randomUUID(), 'power')).statusCode).toBe(404);
  });
});
