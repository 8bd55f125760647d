import { afterAll, beforeAll } from 'vitest';
import { type ApiWorld, createApiWorld } from './api-world.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { checksumWhenWritten, type DbChecksum, tableChecksum } from './db-checksum.ts';

/** The app, ApiWorld and checksums the route checks (access matrix, hostile input, …) run on. */
export interface RouteWorld {
  t: TestApp;
  w: ApiWorld;
  /** The tested tenant's and the other client's rows (PostgreSQL, shared) or every table (PGlite). */
  checksum: () => Promise<DbChecksum>;
  otherClient: () => Promise<DbChecksum>;
  /** A second ApiWorld on the same app, made when first asked: its tested tenant is "another client". */
  other: () => Promise<ApiWorld>;
}

async function makeRouteWorld(): Promise<RouteWorld> {
  const t = await buildTestApp();
  const w = await createApiWorld(t.app, t.database.db);
  // A shared PostgreSQL test database has other files writing: count only the two clients' rows there.
  const clientIds = t.database.kind === 'postgres' ? [w.a.clientId, w.b.clientId] : undefined;
  const { db } = t.database;
  let other: Promise<ApiWorld> | undefined;
  return {
    t,
    w,
    checksum: checksumWhenWritten(db, () => tableChecksum(db, clientIds ? { clientIds } : {})),
    otherClient: checksumWhenWritten(db, () => tableChecksum(db, { clientIds: [w.b.clientId] })),
    other: () => {
      other ??= createApiWorld(t.app, db);
      return other;
    },
  };
}

/** The world of the test file being run, and how many of its routeWorld() calls hold it. */
let current: { world: Promise<RouteWorld>; holders: number } | undefined;

/**
 * The file's route world, made before its tests and closed after them. Every call in one file at
 * the top level (an area's route test with several api objects calls `endpointSuite` once for
 * each) gets the same world: the hooks of the file run before and after all its tests, and the
 * last to let go closes it, so the next file of the worker (modules are kept between files) makes
 * its own.
 */
export function routeWorld(): () => RouteWorld {
  let world: RouteWorld | undefined;
  beforeAll(async () => {
    current ??= { world: makeRouteWorld(), holders: 0 };
    current.holders += 1;
    world = await current.world;
  });
  afterAll(async () => {
    if (!current) return;
    current.holders -= 1;
    if (current.holders > 0) return;
    const done = current.world;
    current = undefined;
    // A world that failed to be made failed its file's tests already: nothing to close.
    await (await done.catch(() => undefined))?.t.close();
  });
  return () => {
    if (!world) throw new Error('the route world is made in beforeAll');
    return world;
  };
}
