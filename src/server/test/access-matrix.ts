import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GUID_UNUSABLE } from '#server/db/idempotent-create.ts';
import { FOREIGN, PERSONAS, type Persona } from './api-world.ts';
import { checksumDiff } from './db-checksum.ts';
import { type RouteRow, toInject } from './route-matrix.ts';
import type { RouteWorld } from './route-world.ts';

/**
 * Issue 7 part 1: a route, tried as every persona, answers what its row expects. A refused request
 * changes nothing in the database; the other client never gets this tenant's guids back (the
 * backend and public routes excepted: they are cross-client by design). Run by each area's
 * `endpointSuite` for its endpoints and by `plugins/access-matrix.test.ts` for the plain routes.
 */
export function accessMatrix(
  rows: Readonly<Record<string, RouteRow>>,
  world: () => RouteWorld,
  /** The creates whose body schema declares a caller-chosen guid (none for the plain routes). */
  guidCreateKeys: readonly string[] = [],
): void {
  describe('access matrix', () => {
    it.for(Object.keys(rows))('%s', async (key) => {
      expect(await accessFailures(world(), key, rows[key]!)).toEqual([]);
    });

    it('answers every cross-tenant attempt on a tenant object with 404', () => {
      for (const [key, route] of Object.entries(rows)) {
        if (route.crossClient) continue;
        const foreign = FOREIGN.map((p) => route.expect[PERSONAS.indexOf(p)]);
        // Routes about the caller's own account or client (the same answer for every signed-in persona)
        // take no object of the tested tenant; every other route answers the other client 404.
        const callerScoped = route.expect.slice(1).every((code) => code === route.expect[1]);
        if (!callerScoped) expect(foreign, key).toEqual([404, 404]);
      }
    });

    if (guidCreateKeys.length) {
      it("answers a create with another client's guid as any unusable guid: 409, never 5xx, nothing changed", async () => {
        expect(await guidCreateFailures(world(), rows, guidCreateKeys)).toEqual([]);
      });
    }
  });
}

/** What `key` answered each persona that its row did not expect, as lines; empty when all is well. */
async function accessFailures(world: RouteWorld, key: string, route: RouteRow): Promise<string[]> {
  const { w, checksum } = world;
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
  return failures;
}

/** Creates whose body carries a caller-chosen guid, and the persona each succeeds for. */
async function guidCreates(world: RouteWorld, rows: Readonly<Record<string, RouteRow>>) {
  const found: { key: string; sender: Persona }[] = [];
  for (const [key, route] of Object.entries(rows)) {
    const body = (await route.request(world.w)).body as { guid?: unknown } | undefined;
    if (!key.startsWith('POST ') || typeof body?.guid !== 'string') continue;
    const sender = (['staff', 'admin', 'superAdmin'] as const).find(
      (p) => route.expect[PERSONAS.indexOf(p)]! < 300,
    );
    if (sender) found.push({ key, sender });
  }
  return found;
}

/**
 * A create sent with the guid of another client's object answers as any unusable guid does, and
 * changes nothing. The creates are found from the valid requests, and must be the ones `declared`
 * (the body schemas with a guid), so that none is left out unseen.
 */
async function guidCreateFailures(
  world: RouteWorld,
  rows: Readonly<Record<string, RouteRow>>,
  declared: readonly string[],
): Promise<string[]> {
  const { w, checksum } = world;
  // A second pair of clients: its tested tenant is "another client" to the first world's, and
  // the same builders make valid requests for both.
  const other = await world.other();
  const creates = await guidCreates(world, rows);
  const failures: string[] = [];
  const found = creates.map((c) => c.key).sort();
  if (found.join() !== [...declared].sort().join())
    failures.push(
      `creates with a guid: found ${found.join(', ')}; their schemas declare ${declared.join(', ')}`,
    );
  for (const { key, sender } of creates) {
    const route = rows[key]!;
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
  return failures;
}

/** Answers that say otherwise on purpose: the route and status, and what they say. */
const OWN_CACHING: Record<string, string> = {
  'GET /img/:guid 200': 'private, max-age=31536000, immutable',
};

/**
 * Issue 30 item 10: a signed-in answer is never kept by a browser or a proxy. Every GET, asked by
 * every signed-in persona (answers of 200, 302, 403 and 404 alike), says `Cache-Control: no-store`;
 * a photo keeps its own private, immutable caching (its guid never names other bytes).
 */
export function privateAnswers(rows: Readonly<Record<string, RouteRow>>, world: () => RouteWorld): void {
  const gets = Object.keys(rows).filter((key) => key.startsWith('GET '));
  if (!gets.length) return;
  describe('private answers', () => {
    it.for(gets)('%s is no-store for everyone signed in', async (key) => {
      const { w } = world();
      const failures: string[] = [];
      for (const persona of PERSONAS.filter((p) => p !== 'out')) {
        const response = await w.session.send(persona, toInject(key, await rows[key]!.request(w)));
        const cacheControl = response.headers['cache-control'];
        const own = OWN_CACHING[`${key} ${response.statusCode}`];
        const fine = own ? cacheControl === own : /(^|,\s*)no-store(\s*,|$)/.test(String(cacheControl));
        if (!fine) failures.push(`${persona}: ${response.statusCode} Cache-Control: ${cacheControl}`);
      }
      expect(failures).toEqual([]);
    });
  });
}
