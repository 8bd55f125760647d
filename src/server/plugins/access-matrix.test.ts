import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiWorld, createApiWorld, FOREIGN, PERSONAS } from '#server/test/api-world.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { checksumDiff, tableChecksum } from '#server/test/db-checksum.ts';
import { ROUTES, toInject } from '#server/test/route-matrix.ts';
import { registeredApiRoutes, routeKey } from '#server/test/route-table.ts';

/**
 * Issue 7 part 1: every registered route, tried as every persona, answers what ROUTES expects.
 * A refused request changes nothing in the database; the other client never gets this tenant's
 * guids back (the backend and public routes excepted: they are cross-client by design).
 */
let t: TestApp;
let w: ApiWorld;
let checksum: () => ReturnType<typeof tableChecksum>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createApiWorld(t.app, t.database.db);
  // A shared PostgreSQL test database has other files writing: count only the two clients' rows there.
  const clientIds = t.database.kind === 'postgres' ? [w.a.clientId, w.b.clientId] : undefined;
  checksum = () => tableChecksum(t.database.db, clientIds ? { clientIds } : {});
});
afterAll(() => t?.close());

describe('access matrix', () => {
  it('has exactly one row per registered API route', () => {
    const registered = registeredApiRoutes(t.app).map(routeKey).sort();
    expect(registered.length).toBeGreaterThan(60);
    const missing = registered.filter((key) => !(key in ROUTES));
    const stale = Object.keys(ROUTES).filter((key) => !registered.includes(key));
    expect(missing, 'registered routes without a row in ROUTES').toEqual([]);
    expect(stale, 'rows in ROUTES for routes that are not registered').toEqual([]);
  });

  it.for(Object.keys(ROUTES))('%s', async (key) => {
    const route = ROUTES[key]!;
    const failures: string[] = [];
    for (const [i, persona] of PERSONAS.entries()) {
      const options = toInject(key, await route.request(w));
      await w.session.cookieOf(persona);
      const before = await checksum();
      const response = await w.session.send(persona, options);
      const expected = route.expect[i]!;
      const where = `${persona}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (response.statusCode !== expected) failures.push(`${where} (expected ${expected})`);
      if (response.statusCode >= 400) {
        // Browser navigations (the OpenID Connect callback, ADR 0014) answer a page that says why.
        const page = String(response.headers['content-type'] ?? '').startsWith('text/html');
        const message = page
          ? /<p[ >][^<]*\w/.exec(response.body)?.[0]
          : (response.json() as { message?: unknown }).message;
        if (typeof message !== 'string') failures.push(`${where}: no message`);
        const changed = checksumDiff(before, await checksum());
        if (changed.length) failures.push(`${persona}: refused, yet changed ${changed.join(', ')}`);
      }
      if (FOREIGN.includes(persona) && !route.crossClient) {
        const leaked = [...w.tenantGuids].filter((guid) => response.body.toLowerCase().includes(guid));
        if (leaked.length) failures.push(`${persona}: answer holds the tested tenant's ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every cross-tenant attempt on a tenant object with 404', () => {
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.crossClient) continue;
      const foreign = FOREIGN.map((p) => route.expect[PERSONAS.indexOf(p)]);
      // Routes about the caller's own account or client (the same answer for every signed-in persona)
      // take no object of the tested tenant; every other route answers the other client 404.
      const callerScoped = route.expect.slice(1).every((code) => code === route.expect[1]);
      if (!callerScoped) expect(foreign, key).toEqual([404, 404]);
    }
  });
});
