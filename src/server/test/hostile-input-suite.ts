import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiWorld, createApiWorld, PERSONAS, type Persona } from '#server/test/api-world.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  checksumDiff,
  checksumWhenWritten,
  type DbChecksum,
  tableChecksum,
} from '#server/test/db-checksum.ts';
import { applyMutation, describeMutation, mutationsFor } from '#server/test/hostile-input.ts';
import { ROUTES, type RouteRequest } from '#server/test/route-matrix.ts';

/**
 * Issue 7 part 2: hostile variations of a valid request to every route with params, query or body
 * answer 4xx with a message (those no schema could accept) or are accepted, never 5xx; a refused
 * request changes nothing; nothing reaches the other client or Object.prototype.
 * HOSTILE_RUNS (default 30) sets the runs per route; HOSTILE_SEED replays a reported failure.
 *
 * The routes are tried in HOSTILE_PARTS files (hostile-input.routes-N.test.ts), each with its own
 * app and world, so that parallel workers share the suite (one file of every route took minutes
 * alone while the other worker had finished).
 */
const NUM_RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
export const SENDERS: Persona[] = ['out', 'staff', 'admin', 'superAdmin'];
export const HOSTILE_PARTS = 3;

export interface HostileWorld {
  t: TestApp;
  w: ApiWorld;
  /** The tested tenant's and the other client's rows (PostgreSQL, shared) or every table (PGlite). */
  checksum: () => Promise<DbChecksum>;
  otherClient: () => Promise<DbChecksum>;
}

/** The file's app and world, made before its tests and closed after them. */
export function hostileWorld(): () => HostileWorld {
  let world: HostileWorld | undefined;
  beforeAll(async () => {
    const t = await buildTestApp();
    const w = await createApiWorld(t.app, t.database.db);
    const clientIds = t.database.kind === 'postgres' ? [w.a.clientId, w.b.clientId] : undefined;
    const { db } = t.database;
    world = {
      t,
      w,
      checksum: checksumWhenWritten(db, () => tableChecksum(db, clientIds ? { clientIds } : {})),
      otherClient: checksumWhenWritten(db, () => tableChecksum(db, { clientIds: [w.b.clientId] })),
    };
  });
  afterAll(() => world?.t.close());
  return () => {
    if (!world) throw new Error('the hostile-input world is made in beforeAll');
    return world;
  };
}

/** The persona the route accepts a valid request from: the mutations then reach validation and beyond. */
export const senderOf = (key: string): Persona => {
  const expect = ROUTES[key]!.expect;
  const sender = SENDERS.find((p) => expect[PERSONAS.indexOf(p)]! < 400);
  if (!sender) throw new Error(`${key}: no persona succeeds`);
  return sender;
};

const SERVER_DETAILS =
  /(node_modules|\.ts:\d+|\bat \w+ \(|select .+ from|insert into|update .+ set|syntax error)/i;

/**
 * Routes no persona can use in this app: the OpenID Connect callback answers 404 without a provider
 * configured; its hostile input (bad, missing, replayed state and code) is in oidc.routes.test.ts.
 */
export const UNUSABLE_HERE = ['GET /api/callback'];

/** Every route some persona can use here, in the catalogue's order. */
export const routeKeys = () => Object.keys(ROUTES).filter((key) => !UNUSABLE_HERE.includes(key));

/** Part `part` (1..HOSTILE_PARTS) of the routes, each with NUM_RUNS hostile variations. */
export function hostileRoutes(part: number): void {
  const world = hostileWorld();
  describe(`hostile input (routes, part ${part} of ${HOSTILE_PARTS})`, () => {
    const keys = routeKeys().filter((_, i) => i % HOSTILE_PARTS === part - 1);
    it.for(keys)('%s', { timeout: 600_000 }, async (key) => {
      const route = ROUTES[key]!;
      const sender = senderOf(key);
      const { w, checksum, otherClient } = world();
      let request: RouteRequest = await route.request(w);
      const shape = mutationsFor(request);
      const foreignBefore = await otherClient();
      await w.session.cookieOf(sender);
      let before = await checksum();
      await fc.assert(
        fc.asyncProperty(shape, async (mutation) => {
          const { options, mustReject } = applyMutation(key, request, mutation);
          const response = await w.session.send(sender, options);
          const status = response.statusCode;
          const what = `${key} with ${describeMutation(mutation)}: ${status} ${response.body.slice(0, 300)}`;
          expect(status, what).toBeLessThan(500);
          expect(Object.hasOwn(Object.prototype, 'polluted'), `${what}: Object.prototype polluted`).toBe(
            false,
          );
          if (mustReject) expect(status, `${what}: must be refused`).toBeGreaterThanOrEqual(400);
          if (status >= 400) {
            const body = JSON.parse(response.body) as { message?: unknown };
            expect(typeof body.message, `${what}: has a message`).toBe('string');
            expect(body.message, `${what}: no server details`).not.toMatch(SERVER_DETAILS);
            if (status === 400 && mutation.path.length && !mutation.value.startsWith('raw:')) {
              expect(body.message, `${what}: names the field`).toMatch(/^(body|params|querystring)[.:]/);
            }
            const changed = checksumDiff(before, await checksum());
            expect(changed, `${what}: refused, yet changed the database`).toEqual([]);
          } else {
            if (!route.crossClient) {
              expect(
                checksumDiff(foreignBefore, await otherClient()),
                `${what}: changed the other client`,
              ).toEqual([]);
            }
            // Accepted: it may have changed or used up the objects; start again from fresh ones.
            request = await route.request(w);
            await w.session.cookieOf(sender);
            before = await checksum();
          }
        }),
        { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true },
      );
    });
  });
}
