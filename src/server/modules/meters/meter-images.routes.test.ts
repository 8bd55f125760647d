import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { meterImages } from '#server/db/schema/index.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let slip: TestRow;
let slip2: TestRow;
let southSlip: TestRow;
let foreignSlip: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'slip');
  const north = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  slip = await createLocation(db, north, { name: 'C-1', typeId: type.id });
  slip2 = await createLocation(db, north, { name: 'C-2', typeId: type.id });
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
  inject = injectFor(t.app);
});
afterAll(() => t.close());

/** Uploads a photo for a client through the signed URL (as the phone does). */
async function uploaded(clientGuid = tenant.clientGuid): Promise<string> {
  const guid = randomUUID();
  const token = createUploadToken(t.app.config.sessionSecret, guid, clientGuid);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/img/${guid}?token=${encodeURIComponent(token)}`,
    payload: tinyJpeg(),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(response.statusCode).toBe(201);
  return guid;
}

const body = (guid: string, extra: object = {}) => ({
  guid,
  locationId: slip.guid,
  meterType: 'power',
  photoPath: `/img/${guid}`,
  gpsLatitude: '38.97841234',
  gpsLongitude: '-76.49221234',
  gpsAccuracy: '8',
  status: 'uploaded',
  marinaId: tenant.marinas[0]!.guid,
  ...extra,
});
const post = (payload: object, as: { email: string } | null = tenant.staff) =>
  inject(metersApi.createImage, { body: payload }, { as });
/** The meter photos of this file's two clients (other files register photos in the same database meanwhile). */
const count = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meterImages)
      .where(inArray(meterImages.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;

describe(routeKey(metersApi.createImage), () => {
  it('registers an uploaded photo once; a retry returns it, different content is 409', async () => {
    const guid = await uploaded();
    const first = await post(body(guid));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      guid,
      locationId: slip.guid,
      marinaId: tenant.marinas[0]!.guid,
      meterType: 'power',
      photoPath: `/img/${guid}`,
      gpsLatitude: '38.97841234',
      gpsLongitude: '-76.49221234',
      gpsAccuracy: '8.00',
      contentType: 'image/jpeg',
      byteSize: tinyJpeg().length,
      status: 'uploaded',
    });
    expect(Date.parse(first.json().uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const before = await count();
    const retry = await post(body(guid));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await post(body(guid, { meterType: 'water' }))).statusCode).toBe(409);
    expect((await post(body(guid, { locationId: slip2.guid }))).statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  it('answers 400 when the photo was not uploaded, or only into another tenant', async () => {
    const before = await count();
    const missing = await post(body(randomUUID()));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.guid: the photo has not been uploaded');
    const foreignPhoto = await uploaded(other.clientGuid);
    expect((await post(body(foreignPhoto))).json().message).toBe(
      'body.guid: the photo has not been uploaded',
    );
    expect(await count()).toBe(before);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const guid = await uploaded();
    const before = await count();
    const cases: [object, RegExp][] = [
      [body(guid, { photoPath: '/img/../../etc/passwd' }), /^body\.photoPath: /],
      [body(guid, { meterType: 'steam' }), /^body\.meterType: /],
      [body(guid, { gpsLatitude: '91' }), /^body\.gpsLatitude: /],
      [body(guid, { status: 'pending' }), /^body\.status: /],
      [body(guid, { locationId: 'x' }), /^body\.locationId: /],
      [body('x'), /^body\.guid: /],
      [body(guid, { marinaId: tenant.marinas[1]!.guid }), /^body\.marinaId: /],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 403 without access to the marina, 404 for another tenant', async () => {
    const guid = await uploaded();
    const before = await count();
    expect((await post(body(guid), null)).statusCode).toBe(401);
    const south = body(guid, { locationId: southSlip.guid, marinaId: undefined });
    expect((await post(south)).statusCode).toBe(403);
    const foreign = await post(body(guid, { locationId: foreignSlip.guid, marinaId: undefined }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    expect(await count()).toBe(before);
  });
});
