import type { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { pgliteDirIn } from '../../src/server/db/connect.ts';
import { lockDataDir } from '../../src/server/db/data-dir-lock.ts';
import { createDurablePglite } from '../../src/server/db/pglite-durable.ts';

export const DB_TABLES = ['activities', 'meter_images', 'meter_readings'] as const;
export type DbTable = (typeof DB_TABLES)[number];

/** Reads the database directly, not through the app. */
export interface Probe {
  /** How many rows carry each guid. */
  countGuids(table: DbTable, guids: string[]): Promise<Map<string, number>>;
  totals(): Promise<Record<DbTable, number>>;
  /** amcheck over every heap and B-tree index of the app's tables: the corruption it reports. */
  integrity(): Promise<string[]>;
  close(): Promise<void>;
}

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const BTREE_INDEXES = `
  select c.oid::regclass::text as name from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_am am on am.oid = c.relam
  join pg_namespace n on n.oid = c.relnamespace
  where am.amname = 'btree' and n.nspname = 'public' and i.indisready and i.indisvalid`;
const TABLES = `
  select c.oid::regclass::text as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = 'public'`;

function probeOver(query: Query, close: () => Promise<void>): Probe {
  return {
    async countGuids(table, guids) {
      const counts = new Map(guids.map((g) => [g, 0]));
      if (guids.length === 0) return counts;
      const rows = await query<{ guid: string; n: number }>(
        `select guid::text as guid, count(*)::int as n from ${table} where guid::text = any($1::text[]) group by guid`,
        [guids],
      );
      for (const row of rows) counts.set(row.guid, row.n);
      return counts;
    },
    async totals() {
      const out = {} as Record<DbTable, number>;
      for (const table of DB_TABLES) {
        const [row] = await query<{ n: number }>(`select count(*)::int as n from ${table}`);
        out[table] = row?.n ?? -1;
      }
      return out;
    },
    async integrity() {
      const problems: string[] = [];
      await query('create extension if not exists amcheck');
      try {
        for (const { name } of await query<{ name: string }>(TABLES)) {
          const rows = await query<{ msg: string }>('select msg from verify_heapam($1::regclass)', [name]);
          for (const row of rows) problems.push(`heap ${name}: ${row.msg}`);
        }
        for (const { name } of await query<{ name: string }>(BTREE_INDEXES)) {
          try {
            await query('select bt_index_check($1::regclass, true)', [name]);
          } catch (error) {
            problems.push(`index ${name}: ${(error as Error).message}`);
          }
        }
      } finally {
        await query('drop extension if exists amcheck');
      }
      return problems;
    },
    close,
  };
}

export async function postgresProbe(url: string): Promise<Probe> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query: Query = async (text, params) => (await client.query(text, params)).rows;
  return probeOver(query, () => client.end());
}

/** Opens the data directory as the server does (fsync on, lock held); the server must be stopped. */
export async function pgliteProbe(dataDir: string): Promise<Probe> {
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await createDurablePglite(pgliteDirIn(dataDir), { extensions: { amcheck } });
  } catch (error) {
    unlock();
    throw error;
  }
  const query: Query = async (text, params) => (await db.query(text, params)).rows as never;
  return probeOver(query, async () => {
    await db.close();
    unlock();
  });
}
