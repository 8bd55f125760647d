import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metersApi } from '#core/meters/meters.api.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { disguisedHtml, disguisedSvg, tinyJpeg, tinyPng } from '#server/test/image-fixtures.ts';
import { injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { registerMeterImage } from '#server/test/meter-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let staffCookie: string;
let otherCookie: string;
let dockGuid: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'slip');
  const dock = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    {
      name: 'A-1',
      typeId: type.id,
    },
  );
  dockGuid = dock.guid;
  staffCookie = await loginAs(t.app, tenant.staff);
  otherCookie = await loginAs(t.app, other.superAdmin);
});
afterAll(() => t.close());

/** A fresh photo guid and its signed upload URL, as the record screen gets them. */
async function uploadSlot() {
  const response = await injectFor(t.app)(
    metersApi.recordMeter,
    { params: { locationGuid: dockGuid, meterType: 'power' } },
    { cookie: staffCookie },
  );
  expect(response.statusCode).toBe(200);
  const { uploadURL, meterImageGuid } = response.json().embeddedData;
  return { url: uploadURL as string, guid: meterImageGuid as string };
}

const put = (url: string, payload: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });
const getImg = (guid: string, cookie?: string) =>
  t.app.inject({ url: `/img/${guid}`, headers: cookie ? { cookie } : {} });
const photoDir = () => join(t.app.config.dataDir, 'photos', tenant.clientGuid);
/** Registered as a meter photo: only a photo some record names is served (issue 30 item 8). */
async function register(guid: string) {
  const answer = await registerMeterImage(t.app, staffCookie, {
    guid,
    locationId: dockGuid,
    marinaId: tenant.marinas[0]!.guid,
  });
  expect(answer.statusCode).toBe(201);
}

describe('PUT /img/{guid}', () => {
  it('stores a JPEG under a server-generated name and serves it to the tenant with nosniff', async () => {
    const { url, guid } = await uploadSlot();
    expect(url).toMatch(new RegExp(`^/img/${guid}\\?token=`));
    const response = await put(url, tinyJpeg(), 'text/html');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ guid, photoPath: `/img/${guid}`, contentType: 'image/jpeg' });
    expect(readdirSync(photoDir())).toContain(`${guid}.jpg`);

    await register(guid);
    const served = await getImg(guid, staffCookie);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(tinyJpeg())).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'content-disposition': 'inline',
    });
  });

  it('judges the type by magic bytes, not by the Content-Type header', async () => {
    const { url, guid } = await uploadSlot();
    expect((await put(url, tinyPng(), 'image/jpeg')).json().contentType).toBe('image/png');
    await register(guid);
    expect((await getImg(guid, staffCookie)).headers['content-type']).toBe('image/png');
    const bare = await uploadSlot();
    const noType = await t.app.inject({ method: 'PUT', url: bare.url, payload: tinyJpeg() });
    expect(noType.statusCode).toBe(201);
  });

  it('answers 415 for HTML or SVG disguised as a JPEG, and stores nothing', async () => {
    const { url, guid } = await uploadSlot();
    for (const body of [disguisedHtml(), disguisedSvg()]) {
      const response = await put(url, body, 'image/jpeg');
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('The photo must be a JPEG, PNG, WebP or HEIC image');
    }
    expect((await getImg(guid, staffCookie)).statusCode).toBe(404);
    expect((await put(url, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('answers 413 above 10 MB', async () => {
    const { url, guid } = await uploadSlot();
    const big = Buffer.concat([tinyJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await put(url, big);
    expect(response.statusCode).toBe(413);
    expect((await getImg(guid, staffCookie)).statusCode).toBe(404);
  });

  it('accepts exactly one object per guid: a second PUT answers 409 and keeps the first', async () => {
    const { url, guid } = await uploadSlot();
    expect((await put(url, tinyJpeg())).statusCode).toBe(201);
    const second = await put(url, tinyPng(), 'image/png');
    expect(second.statusCode).toBe(409);
    await register(guid);
    expect((await getImg(guid, staffCookie)).headers['content-type']).toBe('image/jpeg');
    expect(readdirSync(photoDir()).filter((f) => f.startsWith(guid))).toEqual([`${guid}.jpg`]);
  });

  it('answers 403 for an expired, tampered, foreign or missing token', async () => {
    const { url, guid } = await uploadSlot();
    const secret = t.app.config.sessionSecret;
    const expired = createUploadToken(secret, guid, tenant.clientGuid, Date.now() - 61 * 60_000);
    const forged = createUploadToken('another-secret-another-secret-0123456789', guid, tenant.clientGuid);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const otherGuid = randomUUID();
    const cases: [string, string][] = [
      [`/img/${guid}?token=${encodeURIComponent(expired)}`, 'The upload link has expired'],
      [`/img/${guid}?token=${encodeURIComponent(forged)}`, 'The upload link is not valid'],
      [`/img/${guid}?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`, 'The upload link is not valid'],
      [`/img/${otherGuid}?token=${encodeURIComponent(token)}`, 'The upload link is not valid'],
      [`/img/${guid}`, 'The upload link is not valid'],
    ];
    for (const [target, message] of cases) {
      const response = await put(target, tinyJpeg());
      expect(response.statusCode, target).toBe(403);
      expect(response.json().message).toBe(message);
    }
    expect((await getImg(guid, staffCookie)).statusCode).toBe(404);
    expect((await getImg(otherGuid, staffCookie)).statusCode).toBe(404);
  });

  it('refuses path tricks in the guid and writes nothing outside the photo folder', async () => {
    const { url, guid } = await uploadSlot();
    const query = url.slice(url.indexOf('?'));
    for (const path of [
      `/img/..%2F..%2F${guid}`,
      `/img/%2E%2E%2Fsession-secret`,
      `/img/${guid}%2F..%2F..%2Fevil`,
      `/img/${guid}.jpg`,
      `/img/..%5C${guid}`,
    ]) {
      const response = await put(`${path}${query}`, tinyJpeg());
      expect([400, 404], path).toContain(response.statusCode);
    }
    expect(existsSync(join(t.app.config.dataDir, 'photos', 'evil'))).toBe(false);
    expect((await getImg(guid, staffCookie)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/img/..%2F..%2Fsession-secret', headers: { cookie: staffCookie } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /img/{guid}', () => {
  it('answers 401 signed out, and 404 for another tenant or an unknown photo', async () => {
    const { url, guid } = await uploadSlot();
    await put(url, tinyJpeg());
    await register(guid);
    expect((await getImg(guid)).statusCode).toBe(401);
    const foreign = await getImg(guid, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Photo not found' });
    expect((await getImg(randomUUID(), staffCookie)).statusCode).toBe(404);
  });
});
