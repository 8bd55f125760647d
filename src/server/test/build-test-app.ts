import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { connect, type Database } from '#server/db/connect.ts';
import { testConfig } from './test-config.ts';

export { testConfig };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A real database for this test file: the scratch PostgreSQL, or PGlite from the migrated template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return connect({ databaseUrl: url, maxConnections: 5 });
  const template = readFileSync(inject('pgliteTemplate'));
  return connect({ loadDataDir: new Blob([template]) });
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
