import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { projectRoot } from '../project-root.ts';
import { ensureAppRole } from './app-role.ts';
import type { Database } from './connect.ts';

export const migrationsFolder = join(projectRoot, 'migrations');

/** Any fixed number; instances starting together on one PostgreSQL migrate one after another. */
const MIGRATION_LOCK = 0x646f636b; // 'dock'

/** Runs the committed SQL migrations (the same files on both engines), then checks the app role. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
      await ensureAppRole(lock);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
