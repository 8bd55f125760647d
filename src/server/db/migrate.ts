import { resolve } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './connect.ts';

export const migrationsFolder = resolve(import.meta.dirname, '../../../migrations');

/** Runs the committed SQL migrations; the same files on both engines. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
