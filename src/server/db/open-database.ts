import type { Config } from '#server/config.ts';
import { connect, type Database, pgliteDirIn } from './connect.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';

/** Connects to the configured database (locking DATA_DIR for PGlite) and migrates it. */
export async function openDatabase(config: Config): Promise<Database> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await connect({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirIn(config.dataDir),
    });
    await runMigrations(database);
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
