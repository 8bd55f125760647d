import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { healthRoute, readyRoute } from '#core/api/plain-routes.ts';
import { migrationsCurrent } from '#server/db/migration-level.ts';
import { photoStorage } from '#server/modules/photos/photos.service.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '#server/test/build-test-app.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { readiness } from './readiness.ts';

let t: TestApp;
/** An app whose DATA_DIR/photos is a file: photo storage cannot take a write. */
let broken: TestApp;
let inject: Inject;
let injectBroken: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-ready-'));
  writeFileSync(join(dataDir, 'photos'), 'not a directory');
  broken = await buildTestApp({ dataDir });
  inject = injectFor(t.app);
  injectBroken = injectFor(broken.app);
});
afterAll(async () => {
  await t.close();
  await broken.close();
});

describe(routeKey(healthRoute), () => {
  it('answers 200 without a session, never cached, setting no cookie', async () => {
    const response = await inject(healthRoute, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe(routeKey(readyRoute), () => {
  it('answers 200 when the database answers, has the newest migration and storage takes a write', async () => {
    const response = await inject(readyRoute, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming storage when it takes no write, and keeps the reason (a path) to the log', async () => {
    const response = await injectBroken(readyRoute, {});
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      message: 'Not ready: storage',
      checks: { database: 'ok', migrations: 'ok', storage: 'failing' },
    });
    expect(response.body).not.toContain('photos');
    // The process still answers.
    expect((await injectBroken(healthRoute, {})).statusCode).toBe(200);
  });

  it('names the newest migration a database has not applied', async () => {
    await expect(migrationsCurrent(t.database.db)).resolves.toBeNull();
    const rolledBack = new Error('roll back');
    const seen = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
        const problem = await migrationsCurrent(tx);
        throw Object.assign(rolledBack, { problem });
      })
      .catch((error: Error & { problem?: string | null }) => error.problem);
    expect(seen).toMatch(/^\d{4}_\w+ has not been applied$/);
    await expect(migrationsCurrent(t.database.db)).resolves.toBeNull();
  });

  it('names the database (and so the migrations) when the database does not answer', async () => {
    const closed = await openTestDatabase({ own: true });
    await closed.close();
    const state = await readiness(closed.db, photoStorage(testConfig()));
    expect(state.ready).toBe(false);
    expect(state.checks).toEqual({ database: 'failing', migrations: 'failing', storage: 'ok' });
    expect(state.problems[0]).toMatch(/^database: /);
  });
});
