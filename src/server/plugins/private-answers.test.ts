import { describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { privateAnswers } from '#server/test/access-matrix.ts';
import { injectFor } from '#server/test/inject.ts';
import { PLAIN_ROUTE_ROWS } from '#server/test/route-matrix.ts';
import { routeWorld } from '#server/test/route-world.ts';

/**
 * Issue 30 item 10: a signed-in answer is never kept by a browser or a proxy. Every GET, asked by
 * every persona (answers of 200, 302, 403 and 404 alike), says `Cache-Control: no-store`: each
 * area's route test tries its endpoints (`endpointSuite`), this file the plain routes; the
 * conditional reads say `private, no-store` themselves (decision 0044); a photo keeps its own
 * private, immutable caching (its guid never names other bytes).
 */
const world = routeWorld();

privateAnswers(PLAIN_ROUTE_ROWS, world);

describe('private answers', () => {
  it('keeps the conditional reads as they are, and marks their 304 and the answers of signed-out callers too', async () => {
    const { t, w } = world();
    const inject = injectFor(t.app);
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
