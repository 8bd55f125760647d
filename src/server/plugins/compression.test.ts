import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { injectFor } from '#server/test/inject.ts';
import { pickEncoding } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The OpenAPI document is a large JSON answer that needs no sign-in (served by the OpenAPI plugin,
// outside the catalogue: hence its literal URL).
const big = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/api/docs/json',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answer compression', () => {
  it('sends brotli when accepted, the same JSON once decoded', async () => {
    const plain = await big();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await big('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client without brotli, and nothing to one refusing both', async () => {
    const plain = await big();
    const gz = await big('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const identity = await big('br;q=0, gzip;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const response = await injectFor(t.app)(authApi.user, {}, { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ code: 'auth.unauthorized', message: expect.any(String) });
  });

  it('picks br over gzip and honours q=0', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
  });
});
