import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createBackup, readBackup } from '#server/backup/archive.ts';
import { requestBackup } from '#server/backup/backup-socket.ts';
import { writeFileAtomic } from '#server/backup/write-atomic.ts';
import { connect, pgliteDirIn } from '#server/db/connect.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { restrictToOwner } from '#server/private-data-dir.ts';
import { CliError, cliConfig, runCli } from './cli.ts';

const USAGE = 'Usage: npm run backup [-- <file>]  (default DATA_DIR/backups/dockwatch-<time>.tar.gz)';

/** A copy of the embedded database with the app stopped: this process takes the DATA_DIR lock. */
async function backupStopped(dataDir: string): Promise<Buffer> {
  const unlock = lockDataDir(dataDir);
  try {
    const pgdata = pgliteDirIn(dataDir);
    if (!existsSync(join(pgdata, 'PG_VERSION')))
      throw new CliError(`There is no embedded database in ${dataDir} (no ${pgdata}): check DATA_DIR.`);
    const database = await connect({ pgliteDir: pgdata });
    try {
      return await createBackup(database, dataDir);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * npm run backup [-- file] — a backup of the embedded database (ADR 0041), consistent while the
 * app runs: the running app makes it (asked over DATA_DIR/backup.sock); with the app stopped
 * this process makes it. Written atomically, mode 600. PostgreSQL is backed up with pg_dump.
 */
runCli(async (args) => {
  if (args.length > 1 || args[0]?.startsWith('-')) throw new CliError(USAGE, 2);
  const config = cliConfig();
  if (config.databaseUrl)
    throw new CliError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md, "Back up"). ' +
        '`npm run backup` is for the embedded database.',
      2,
    );
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = resolve(args[0] ?? join(config.dataDir, 'backups', `dockwatch-${stamp}.tar.gz`));
  if (existsSync(file)) throw new CliError(`${file} exists already: give another file name.`);
  const live = await requestBackup(config.dataDir);
  const bytes = live ?? (await backupStopped(config.dataDir));
  const { manifest } = await readBackup(bytes); // what is written can be read back
  writeFileAtomic(file, bytes);
  restrictToOwner(config.dataDir); // the backups folder, made by an older version included
  console.log(
    `Backup written to ${file} (${(bytes.length / 1048576).toFixed(1)} MB, migration ${manifest.migration}, ` +
      `${live ? 'made by the running app' : 'the app was not running'}). Photos are not in it: see docs/operations.md.`,
  );
});
