import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { type ApiWorld, createApiWorld, PERSONAS } from '#server/test/api-world.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { ROUTES, toInject } from '#server/test/route-matrix.ts';

/**
 * Issue 30 item 10: a signed-in answer is never kept by a browser or a proxy. Every GET of the
 * catalogue, asked by every persona (answers of 200, 302, 403 and 404 alike), says
 * `Cache-Control: no-store`; the conditional reads say `private, no-store` themselves (decision
 * 0044); a photo keeps its own private, immutable caching (its guid never names other bytes).
 */
let t: TestApp;
let w: ApiWorld;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createApiWorld(t.app, t.database.db);
  inject = injectFor(t.app);
});
afterAll(() => t?.close());

/** Answers that say otherwise on purpose: the route and status, and what they say. */
const OWN_CACHING: Record<string, string> = {
  'GET /img/:guid 200': 'private, max-age=31536000, immutable',
};

describe('private answers', () => {
  const gets = Object.keys(ROUTES).filter((key) => key.startsWith('GET '));

  it('tries every GET of the catalogue', () => {
    expect(gets.length).toBeGreaterThan(40);
  });

  it.for(gets)('%s is no-store for everyone signed in', async (key) => {
    const failures: string[] = [];
    for (const persona of PERSONAS.filter((p) => p !== 'out')) {
      const response = await w.session.send(persona, toInject(key, await ROUTES[key]!.request(w)));
      const cacheControl = response.headers['cache-control'];
      const own = OWN_CACHING[`${key} ${response.statusCode}`];
      const fine = own ? cacheControl === own : /(^|,\s*)no-store(\s*,|$)/.test(String(cacheControl));
      if (!fine) failures.push(`${persona}: ${response.statusCode} Cache-Control: ${cacheControl}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the conditional reads as they are, and marks their 304 and the answers of signed-out callers too', async () => {
    const staff = { cookie: await w.session.cookieOf('staff') };
    const query = { marinaId: w.m0.guid };
    const full = await inject(locationsApi.list, { query }, staff);
    expect(full.headers['cache-control']).toBe('private, no-store');
    const again = await inject(
      locationsApi.list,
      { query },
      { ...staff, headers: { 'if-none-match': String(full.headers.etag) } },
    );
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-store');
    const signedOut = await inject(authApi.user, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});
