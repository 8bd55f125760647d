import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { ensureAppRole } from './app-role.ts';
import type { Database } from './connect.ts';
import { appliedMigration, migrationsFolder, newestMigration } from './migration-level.ts';
import { APP_ROLE } from './tenant-context.ts';

export { migrationsFolder } from './migration-level.ts';

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

/** The database is not ready for this version and the app may not migrate it (MIGRATE_ON_START=false). */
export class NotMigratedError extends Error {}

/**
 * For MIGRATE_ON_START=false (ADR 0041): the database must already hold this version's newest
 * migration, and on PostgreSQL the connecting role must be able to act as the app role; each
 * failure says what to run.
 */
export async function checkMigrated(database: Database): Promise<void> {
  const cannotActAsApp = (error: unknown) =>
    new NotMigratedError(
      `The role in DATABASE_URL cannot act as ${APP_ROLE} (${(error as Error).message}): run ` +
        '`npm run db:migrate` as the schema owner, and as the owner or a superuser ' +
        `GRANT ${APP_ROLE} TO <the role in DATABASE_URL> (docs/operations.md).`,
    );
  let applied: Awaited<ReturnType<typeof appliedMigration>>;
  try {
    applied = await appliedMigration(database.db);
  } catch (error) {
    throw cannotActAsApp((error as { cause?: unknown }).cause ?? error); // no USAGE on schema drizzle
  }
  if (!applied || applied.when < newestMigration.when) {
    throw new NotMigratedError(
      `The database is not migrated to this version of Dockwatch (it has ${applied?.tag ?? 'no migrations'}, ` +
        `this version needs ${newestMigration.tag}) and MIGRATE_ON_START=false, so the app does not ` +
        'migrate it: run `npm run db:migrate` (as the schema owner, MIGRATE_DATABASE_URL), then start again.',
    );
  }
  if (database.kind !== 'postgres') return;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  try {
    await pool.query(`SET ROLE ${APP_ROLE}; RESET ROLE`);
  } catch (error) {
    throw cannotActAsApp(error);
  }
}
