import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { disguisedHtml, tinyJpeg } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { registerMeterImage } from '#server/test/meter-factories.ts';
import { S3rver, type S3rverServer, TEST_BUCKET } from '#server/test/s3rver.ts';

const BUCKET = TEST_BUCKET;
let s3: S3rverServer;
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let cookie: string;
let inject: Inject;
let dock: { guid: string };
let s3Port: number;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'dockwatch-s3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Port = port;
  t = await buildTestApp({
    s3: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'slip');
  dock = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    {
      name: 'S-1',
      typeId: type.id,
    },
  );
  inject = injectFor(t.app);
  cookie = await loginAs(t.app, tenant.staff);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('Content-Security-Policy with S3', () => {
  it("lets the browser PUT to the bucket's origin and nowhere else", async () => {
    const response = await inject(authApi.user, {});
    const connectSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('connect-src'));
    expect(connectSrc).toBe(`connect-src 'self' http://127.0.0.1:${s3Port}`);
  });
});

async function uploadSlot() {
  const response = await inject(
    metersApi.recordMeter,
    { params: { locationGuid: dock.guid, meterType: 'water' } },
    { cookie },
  );
  const { uploadURL, meterImageGuid } = response.json().embeddedData;
  return { url: uploadURL as string, guid: meterImageGuid as string };
}

const register = (guid: string, as = cookie) =>
  registerMeterImage(t.app, as, { guid, locationId: dock.guid, marinaId: tenant.marinas[0]!.guid });
const putToBucket = (url: string, body: Buffer, type = 'image/jpeg') =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': type } });

describe('photos in an S3-compatible bucket (s3rver)', () => {
  it('uploads through the presigned URL, registers, and serves the photo to the tenant only', async () => {
    const { url, guid } = await uploadSlot();
    expect(url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}/uploads/${tenant.clientGuid}/${guid}\\?`),
    );
    expect(url).toContain('X-Amz-Expires=3600');
    expect((await register(guid)).json().message).toBe('body.guid: the photo has not been uploaded');

    expect((await putToBucket(url, tinyJpeg())).status).toBe(200);
    const created = await register(guid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ guid, contentType: 'image/jpeg', byteSize: tinyJpeg().length });
    expect((await register(guid)).statusCode).toBe(200);

    const served = await t.app.inject({ url: `/img/${guid}`, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(tinyJpeg())).toBe(true);
    expect((await t.app.inject({ url: `/img/${guid}` })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      url: `/img/${guid}`,
      headers: { cookie: await loginAs(t.app, other.staff) },
    });
    expect(foreign.statusCode).toBe(404);

    // The URL is spent: a later PUT to it never replaces the registered photo.
    expect((await putToBucket(url, disguisedHtml(), 'text/html')).status).toBe(200);
    const again = await t.app.inject({ url: `/img/${guid}`, headers: { cookie } });
    expect(again.rawPayload.equals(tinyJpeg())).toBe(true);
  });

  it('deletes and refuses a disguised or oversized upload at registration (415, 413)', async () => {
    const html = await uploadSlot();
    await putToBucket(html.url, disguisedHtml());
    expect((await register(html.guid)).statusCode).toBe(415);
    expect((await register(html.guid)).statusCode).toBe(400);

    const big = await uploadSlot();
    await putToBucket(big.url, Buffer.concat([tinyJpeg(), Buffer.alloc(10 * 1024 * 1024)]));
    expect((await register(big.guid)).statusCode).toBe(413);
    expect((await register(big.guid)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/img/${big.guid}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('has no PUT /img on S3 (uploads go to the bucket), and unknown photos are 404', async () => {
    const guid = randomUUID();
    const token = createUploadToken(t.app.config.sessionSecret, guid, tenant.clientGuid);
    const direct = await t.app.inject({
      method: 'PUT',
      url: `/img/${guid}?token=${encodeURIComponent(token)}`,
      payload: tinyJpeg(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(direct.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/img/${guid}`, headers: { cookie } })).statusCode).toBe(404);
  });
});
