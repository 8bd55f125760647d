import type { Config } from '#server/config.ts';
import { connect, type Database, pgliteDirIn } from './connect.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { checkMigrated, runMigrations } from './migrate.ts';

/**
 * Connects to the configured database (locking DATA_DIR for PGlite) and migrates it, or with
 * MIGRATE_ON_START=false checks that `npm run db:migrate` has (ADR 0041).
 */
export async function openDatabase(config: Config): Promise<Database> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await connect({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirIn(config.dataDir),
    });
    if (config.migrateOnStart === false) await checkMigrated(database);
    else await runMigrations(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
