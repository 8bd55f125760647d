import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey as endpointKey } from '#core/api/endpoint.ts';
import { catalogue, declaredRoutes } from '#server/areas.ts';
import { GUID_UNUSABLE } from '#server/db/idempotent-create.ts';
import { type ApiWorld, createApiWorld, FOREIGN, PERSONAS } from '#server/test/api-world.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { checksumDiff, checksumWhenWritten, tableChecksum } from '#server/test/db-checksum.ts';
import { ROUTES, toInject } from '#server/test/route-matrix.ts';

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
  const { db } = t.database;
  checksum = checksumWhenWritten(db, () => tableChecksum(db, clientIds ? { clientIds } : {}));
});
afterAll(() => t?.close());

describe('access matrix', () => {
  it('has exactly one row per API route, and the server has each route', () => {
    // The server refuses routes outside these (route-guard.test.ts).
    const registered = declaredRoutes.map(endpointKey).sort();
    expect(registered.length).toBeGreaterThan(60);
    const absent = declaredRoutes.filter((r) => !t.app.hasRoute({ method: r.method, url: r.path }));
    expect(absent.map(endpointKey), 'declared routes the server does not have').toEqual([]);
    const missing = registered.filter((key) => !(key in ROUTES));
    const stale = Object.keys(ROUTES).filter((key) => !registered.includes(key));
    expect(missing, 'registered routes without a row in ROUTES').toEqual([]);
    expect(stale, 'rows in ROUTES for routes that are not registered').toEqual([]);
  });

  it("takes a catalogue endpoint's expectations from its access level", () => {
    const derived = catalogue.map((endpoint) => [
      endpointKey(endpoint),
      ROUTES[endpointKey(endpoint)]?.access,
    ]);
    expect(derived).toEqual(catalogue.map((endpoint) => [endpointKey(endpoint), endpoint.access]));
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

  /** Creates whose body carries a caller-chosen guid, and the persona each succeeds for. */
  const guidCreates = async () => {
    const found: { key: string; sender: (typeof PERSONAS)[number] }[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      const body = (await route.request(w)).body as { guid?: unknown } | undefined;
      if (!key.startsWith('POST ') || typeof body?.guid !== 'string') continue;
      const sender = (['staff', 'admin', 'superAdmin'] as const).find(
        (p) => route.expect[PERSONAS.indexOf(p)]! < 300,
      );
      if (sender) found.push({ key, sender });
    }
    return found;
  };

  it("answers a create with another client's guid as any unusable guid: 409, never 5xx, nothing changed", async () => {
    // A second pair of clients: its tested tenant is "another client" to the first world's, and
    // the same builders make valid requests for both.
    const other = await createApiWorld(t.app, t.database.db);
    const creates = await guidCreates();
    expect(creates.length).toBeGreaterThanOrEqual(12);
    const failures: string[] = [];
    for (const { key, sender } of creates) {
      const route = ROUTES[key]!;
      const theirs = await route.request(other);
      const made = await other.session.send(sender, toInject(key, theirs));
      if (made.statusCode >= 300) failures.push(`${key}: setup create answered ${made.statusCode}`);
      // Everywhere a request names its guid (a photo's path too), another one instead.
      const withGuid = async (guid: string) => {
        const mine = await route.request(w);
        const own = (mine.body as { guid: string }).guid;
        return toInject(key, { ...mine, body: JSON.parse(JSON.stringify(mine.body).replaceAll(own, guid)) });
      };
      const attempt = await withGuid((theirs.body as { guid: string }).guid);
      await w.session.cookieOf(sender);
      const before = await checksum();
      const foreign = await w.session.send(sender, attempt);
      const changed = checksumDiff(before, await checksum());
      // Then a guid nobody holds: a route that needs the guid to exist already (an uploaded photo)
      // refuses it, and the other client's guid must have got that same answer; else the one 409
      // of any taken guid (idempotent-create.ts).
      const unseen = await w.session.send(sender, await withGuid(randomUUID()));
      const expected =
        unseen.statusCode >= 400
          ? { status: unseen.statusCode, message: unseen.json().message as string }
          : { status: 409, message: GUID_UNUSABLE };
      const what = `${key} as ${sender}: ${foreign.statusCode} ${foreign.body.slice(0, 150)}`;
      if (foreign.statusCode !== expected.status || foreign.json().message !== expected.message)
        failures.push(`${what}: expected ${expected.status} '${expected.message}'`);
      if (changed.length) failures.push(`${what}: changed ${changed.join(', ')}`);
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
