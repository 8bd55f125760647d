import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { connect, type Database } from '#server/db/connect.ts';
import { sharesDatabase } from './shared-database.ts';
import { testConfig } from './test-config.ts';

export { testConfig };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh PGlite from the migrated template (global-setup.ts). */
function loadTemplate(): Promise<Database> {
  return connect({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
}

/** This worker's PGlite, shared by the files that may share one (shared-database.ts). */
let workerDatabase: Promise<Database> | undefined;

/**
 * A real database for this test file: the scratch PostgreSQL (a pool of its own), or PGlite: the
 * worker's shared one for files under SHARED_DATABASE_DIRS, whose `close()` leaves it open for the
 * next file; else, or with `own`, a fresh one from the migrated template.
 */
export async function openTestDatabase({ own = false } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return connect({ databaseUrl: url, maxConnections: 5 });
  if (own || !sharesDatabase(expect.getState().testPath)) return loadTemplate();
  workerDatabase ??= loadTemplate();
  const shared = await workerDatabase;
  return { ...shared, close: async () => {} };
}

/** The same buildApp() main.ts uses, on a real database; use app.inject() in tests. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), db: database.db });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
