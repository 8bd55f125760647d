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
 * manifest), `pgdata.tar` (PGlite's copy of its data directory) and, when DATA_DIR has one,
 * `session-secret` (so sessions stay valid after a restore). Photos are not in it.
 */
export const MANIFEST = 'dockwatch-backup.json';
const PGDATA = 'pgdata.tar';
const SECRET = 'session-secret';

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
  sessionSecret: Buffer | undefined;
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
  const secretFile = join(dataDir, SECRET);
  const entries = [
    { name: MANIFEST, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), mode: 0o644 },
    { name: PGDATA, data: pgdata },
    ...(existsSync(secretFile) ? [{ name: SECRET, data: readFileSync(secretFile) }] : []),
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
  return { manifest, pgdata, sessionSecret: files.get(SECRET) };
}
