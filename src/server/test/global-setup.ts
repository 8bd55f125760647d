import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
 * What the PGlite template depends on: the migrations, the code running them and PGlite's
 * version. A template made from the same inputs is reused by later runs (.test-data/), which
 * saves `npm run test:api -- FILE` the seconds of migrating.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = resolve('migrations');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  for (const file of [
    ...files(migrations).sort(),
    resolve('src/server/db/migrate.ts'),
    resolve('src/server/db/connect.ts'),
    resolve('node_modules/@electric-sql/pglite/package.json'),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates once per run: on PostgreSQL (TEST_DATABASE_URL) the scratch database itself; on
 * PGlite a template data directory that every test file loads (a fresh PGlite costs seconds),
 * made once per set of migrations (templateKey).
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
  const dir = resolve('.test-data');
  const name = `pglite-template-${templateKey()}.tar`;
  const file = join(dir, name);
  if (!existsSync(file)) {
    const database = await connect({});
    await runMigrations(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: a run starting meanwhile never loads half a template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Templates of other migrations, an hour old (no run still loading them), are not needed.
    for (const old of readdirSync(dir)) {
      const path = join(dir, old);
      if (
        old.startsWith('pglite-template-') &&
        old !== name &&
        statSync(path).mtimeMs < Date.now() - 3600_000
      )
        rmSync(path, { force: true });
    }
  }
  project.provide('pgliteTemplate', file);
}
