import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '#server/db/connect.ts';
import { runMigrations } from '#server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run: on PostgreSQL (TEST_DATABASE_URL) the scratch database itself; on
 * PGlite a template data directory that every test file loads (a fresh PGlite costs seconds).
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await connect({ databaseUrl: url });
    await runMigrations(database);
    await database.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await connect({});
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
