import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('security headers', () => {
  it('sends a strict Content-Security-Policy: no inline or foreign script, no framing, no plugins', async () => {
    const requests: [string, () => Promise<LightMyRequestResponse>][] = [
      [routeKey(authApi.user), () => inject(authApi.user, {})],
      // An unknown route and a page of the web app: literal URLs, the headers come on every answer.
      ['/api/no-such-route', () => t.app.inject({ url: '/api/no-such-route' })],
      ['/login', () => t.app.inject({ url: '/login' })],
    ];
    for (const [url, request] of requests) {
      const csp = directives((await request()).headers['content-security-policy']);
      expect(csp, url).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self' 'wasm-unsafe-eval'",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      // WebAssembly may be compiled (the scanner's ZXing worker, ADR 0033); JavaScript never eval'd.
      expect(csp['script-src']?.split(' ')).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).not.toMatch(/unsafe-inline|\*/);
    }
  });

  it('sends nosniff, frame and referrer protection, and no X-Powered-By', async () => {
    const { headers } = await inject(authApi.user, {});
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only over HTTPS (plain HTTP cannot pin it, and local installs would break)', async () => {
    const { headers } = await inject(authApi.user, {});
    expect(headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const https = await injectFor(proxied.app)(
        authApi.user,
        {},
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});
