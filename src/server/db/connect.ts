import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { restrictToOwner } from '../private-data-dir.ts';
import { createDurablePglite } from './pglite-durable.ts';
import * as schema from './schema/index.ts';
import { TenantPool } from './tenant-pool.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: every query function accepts either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * The embedded database only: a tar of its data directory at one instant between transactions
   * (ADR 0041), for a backup while the app runs.
   */
  snapshot?(): Promise<Uint8Array>;
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** Restore a prepared PGlite data directory (tests share one migrated template). */
  loadDataDir?: Blob | File | undefined;
  maxConnections?: number;
  /**
   * PGlite on disk: COMMIT waits for fsync (the default, ADR 0016). false is PGlite's own
   * setting, fsync off: survives a killed process but not a power cut; benchmarks only.
   */
  pgliteFsync?: boolean;
}

/** The only place that knows which engine runs underneath. */
export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Row-level security: tenant-scoped work runs on pinned connections (tenant-pool.ts, ADR 0017).
    const pool = new TenantPool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 20 });
    pool.on('error', () => {}); // an idle client's error surfaces on its next query
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const loadDataDir = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const client =
    options.pgliteDir && options.pgliteFsync !== false
      ? await createDurablePglite(options.pgliteDir, loadDataDir)
      : await PGlite.create({
          ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
          ...loadDataDir,
        });
  // PGlite unpacks initdb's files (and a restored backup's) with mode 0666 whatever the umask.
  if (options.pgliteDir) restrictToOwner(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const snapshot = async () => {
    // A checkpoint first, so a restore has little log to replay; then no transaction or query
    // runs while PGlite copies its files (its transaction mutex, then its query mutex).
    await client.exec('CHECKPOINT');
    const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    return new Uint8Array(await tar.arrayBuffer());
  };
  return { db, kind: 'pglite', close: () => client.close(), snapshot };
}

export const pgliteDirIn = (dataDir: string) => join(dataDir, 'pgdata');
