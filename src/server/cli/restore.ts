import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NotABackupError, readBackup } from '#server/backup/archive.ts';
import { writeFileAtomic } from '#server/backup/write-atomic.ts';
import { connect, pgliteDirIn } from '#server/db/connect.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { appliedMigration } from '#server/db/migration-level.ts';
import { restrictToOwner } from '#server/private-data-dir.ts';
import { CliError, cliConfig, runCli } from './cli.ts';

/**
 * npm run restore -- <file> — brings a backup made by `npm run backup` back into an EMPTY
 * DATA_DIR (ADR 0041); a directory with anything in it is refused, nothing is overwritten. The
 * app then starts on it as usual and migrates an older backup up to its version.
 */
runCli(async (args) => {
  if (args.length !== 1 || args[0]!.startsWith('-'))
    throw new CliError('Usage: npm run restore -- <backup file>  (into an empty DATA_DIR)', 2);
  const config = cliConfig();
  if (config.databaseUrl)
    throw new CliError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Restore"). ' +
        '`npm run restore` is for the embedded database.',
      2,
    );
  const file = resolve(args[0]!);
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`, 2);
  const { dataDir } = config;
  const present = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (present.length > 0)
    throw new CliError(
      `DATA_DIR ${dataDir} is not empty (it has ${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}). ` +
        'A restore goes into an empty directory only: set DATA_DIR to a new directory, or stop the app and ' +
        'move this one aside, then run the restore again.',
    );
  let backup: Awaited<ReturnType<typeof readBackup>>;
  try {
    backup = await readBackup(readFileSync(file));
  } catch (error) {
    if (error instanceof NotABackupError)
      throw new CliError(`${file} is not a Dockwatch backup this version can restore: ${error.message}.`);
    throw error;
  }
  const unlock = lockDataDir(dataDir);
  // Unpacked beside its final name and renamed when whole: a failed restore leaves no pgdata.
  const partial = `${pgliteDirIn(dataDir)}.partial`;
  try {
    const database = await connect({
      pgliteDir: partial,
      loadDataDir: new Blob([new Uint8Array(backup.pgdata)]),
    });
    let migration: string | undefined;
    try {
      migration = (await appliedMigration(database.db))?.tag;
    } finally {
      await database.close();
    }
    renameSync(partial, pgliteDirIn(dataDir));
    for (const [name, data] of backup.keptFiles) writeFileAtomic(join(dataDir, name), data);
    restrictToOwner(dataDir);
    const { manifest } = backup;
    console.log(
      `Restored ${file} (made ${manifest.createdAt} by Dockwatch ${manifest.appVersion}, migration ${migration}) ` +
        `into ${dataDir}. Start Dockwatch with DATA_DIR=${dataDir}; it migrates an older backup at start. ` +
        'Photos are not in the backup: copy them back into DATA_DIR/photos (docs/operations.md).',
    );
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
});
