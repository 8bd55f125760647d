import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Database } from '#server/db/connect.ts';
import { appliedMigration, newestMigration } from '#server/db/migration-level.ts';
import { projectRoot } from '#server/project-root.ts';
import { tar, untar } from './tar.ts';

/**
 * A backup of the embedded database (ADR 0041): a gzipped tar of `dockwatch-backup.json` (the
 * manifest), `pgdata.tar` (PGlite's copy of its data directory) and the keys DATA_DIR has:
 * `session-secret` (so sessions stay valid after a restore) and `vapid-keys.json` (so the phones
 * with alerts on still ring). Photos are not in it.
 */
export const MANIFEST = 'dockwatch-backup.json';
const PGDATA = 'pgdata.tar';
/** The files of DATA_DIR a backup keeps beside the database, as they are named there. */
export const KEPT_FILES = ['session-secret', 'vapid-keys.json'] as const;

export interface BackupManifest {
  format: 'dockwatch-backup';
  formatVersion: 1;
  appVersion: string;
  /** The newest migration the database had. */
  migration: string;
  migrationTime: number;
  createdAt: string;
  engine: 'pglite';
}

export interface Backup {
  manifest: BackupManifest;
  pgdata: Uint8Array;
  /** Those of KEPT_FILES the backed-up DATA_DIR had. */
  keptFiles: Map<(typeof KEPT_FILES)[number], Buffer>;
}

const packageFile = join(projectRoot, 'package.json');
export const appVersion = (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;

/** The whole backup file's bytes, of the open embedded database in dataDir. */
export async function createBackup(database: Database, dataDir: string): Promise<Buffer> {
  if (!database.snapshot) throw new Error('Only the embedded database is backed up this way; use pg_dump.');
  const migration = await appliedMigration(database.db);
  const pgdata = await database.snapshot();
  const manifest: BackupManifest = {
    format: 'dockwatch-backup',
    formatVersion: 1,
    appVersion,
    migration: migration?.tag ?? 'none',
    migrationTime: migration?.when ?? 0,
    createdAt: new Date().toISOString(),
    engine: 'pglite',
  };
  const kept = KEPT_FILES.filter((name) => existsSync(join(dataDir, name)));
  const entries = [
    { name: MANIFEST, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), mode: 0o644 },
    { name: PGDATA, data: pgdata },
    ...kept.map((name) => ({ name, data: readFileSync(join(dataDir, name)) })),
  ];
  return promisify(gzip)(tar(entries));
}

export class NotABackupError extends Error {}

/** Reads a backup file's bytes; NotABackupError names what is wrong. */
export async function readBackup(bytes: Buffer): Promise<Backup> {
  let files: Map<string, Buffer>;
  try {
    files = untar(await promisify(gunzip)(bytes));
  } catch (error) {
    throw new NotABackupError(`it is not a gzipped tar (${(error as Error).message})`);
  }
  const manifestBytes = files.get(MANIFEST);
  const pgdata = files.get(PGDATA);
  if (!manifestBytes || !pgdata) throw new NotABackupError(`it has no ${MANIFEST} or no ${PGDATA}`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  } catch {
    throw new NotABackupError(`its ${MANIFEST} is not JSON`);
  }
  if (manifest?.format !== 'dockwatch-backup' || manifest.formatVersion !== 1)
    throw new NotABackupError(`its ${MANIFEST} is not format dockwatch-backup version 1`);
  if (manifest.migrationTime > newestMigration.when)
    throw new NotABackupError(
      `it was made by a newer Dockwatch (${manifest.appVersion}, migration ${manifest.migration}); ` +
        `this is ${appVersion}, whose newest migration is ${newestMigration.tag}: restore with that version or newer`,
    );
  const keptFiles = new Map(
    KEPT_FILES.flatMap((name) => {
      const data = files.get(name);
      return data ? [[name, data] as const] : [];
    }),
  );
  return { manifest, pgdata, keptFiles };
}
