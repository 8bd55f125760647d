import { connect, type Database, pgliteDirIn } from '#server/db/connect.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { appliedMigration, newestMigration } from '#server/db/migration-level.ts';
import { CliError, cliConfig, runCli } from './cli.ts';

/**
 * npm run db:migrate — runs the migrations and nothing else (ADR 0041), for PostgreSQL
 * deployments whose app role may not change the schema (then the app runs with
 * MIGRATE_ON_START=false). On PostgreSQL it connects as MIGRATE_DATABASE_URL (the schema owner)
 * or else DATABASE_URL, under the same advisory lock as a starting app, and makes sure of the
 * row-level-security role and its grants. On the embedded database it needs the app stopped.
 */
runCli(async (args) => {
  if (args.length > 0)
    throw new CliError('Usage: npm run db:migrate (no arguments; see docs/operations.md)', 2);
  const config = cliConfig();
  const url = config.migrateDatabaseUrl ?? config.databaseUrl;
  const unlock = url ? () => {} : lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = await connect({ databaseUrl: url, pgliteDir: pgliteDirIn(config.dataDir), maxConnections: 2 });
    const where = url
      ? `PostgreSQL via ${config.migrateDatabaseUrl ? 'MIGRATE_DATABASE_URL' : 'DATABASE_URL'}`
      : `The embedded database in ${config.dataDir}`;
    const before = await appliedMigration(database.db);
    await runMigrations(database);
    const after = await appliedMigration(database.db);
    console.log(
      before?.when === after?.when
        ? `${where}: already at ${after?.tag}, nothing to migrate.`
        : `${where}: migrated from ${before?.tag ?? 'an empty database'} to ${after?.tag}.`,
    );
    if (after?.tag !== newestMigration.tag) console.log(`(this version's newest is ${newestMigration.tag})`);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Migrating failed: ${(error as Error).message}`);
  } finally {
    await database?.close();
    unlock();
  }
});
