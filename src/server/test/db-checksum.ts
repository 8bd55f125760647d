import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';

/**
 * Tables that legitimately change on every sign-in or request: never part of "nothing changed".
 * Rate-limit slots record an attempt, answered or refused (a run start's slot is taken before the
 * insert that may still answer 409, decision 0052).
 */
export const VOLATILE_TABLES = ['session', 'login_failures', 'run_start_slots'];

export interface TableSum {
  count: number;
  md5: string;
}
export type DbChecksum = Record<string, TableSum>;

interface TableInfo {
  name: string;
  hasClientId: boolean;
  hasUserId: boolean;
}

/** Drizzle's execute() answers { rows } on both engines. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

const tableCache = new WeakMap<Db, Promise<TableInfo[]>>();

async function publicTables(db: Db): Promise<TableInfo[]> {
  const result = await db.execute(sql`
    select t.table_name, array_agg(c.column_name::text) as columns
    from information_schema.tables t
    join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by t.table_name order by t.table_name`);
  return rowsOf<{ table_name: string; columns: string[] }>(result)
    .filter((r) => !VOLATILE_TABLES.includes(r.table_name))
    .map((r) => ({
      name: r.table_name,
      hasClientId: r.columns.includes('client_id'),
      hasUserId: r.columns.includes('user_id'),
    }));
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Per table of the public schema (without VOLATILE_TABLES): count(*) and the md5 of every row as
 * text, in a stable order. Compare a checksum taken before and after a request to prove it changed
 * nothing. With `clientIds`, only the rows of those clients count (a shared PostgreSQL test
 * database has other test files writing at the same time); tables without a client_id column are
 * narrowed by user_id when they have one, and left out otherwise: such a table (scheduled_jobs)
 * holds no client's rows, and other files change it meanwhile. Without `clientIds` (a database of
 * the test file's own) every table counts whole.
 */
export async function tableChecksum(db: Db, options: { clientIds?: number[] } = {}): Promise<DbChecksum> {
  let tables = tableCache.get(db);
  if (!tables) {
    tables = publicTables(db);
    tableCache.set(db, tables);
  }
  const ids = options.clientIds?.map((id) => Number(id));
  if (ids?.some((id) => !Number.isInteger(id))) throw new Error('clientIds must be integers');
  const inClients = ids ? `(${ids.join(',') || 'null'})` : '';
  const scoped = (await tables).filter(
    ({ name, hasClientId, hasUserId }) => !ids || name === 'clients' || hasClientId || hasUserId,
  );
  const parts = scoped.map(({ name, hasClientId, hasUserId }) => {
    let where = '';
    if (ids) {
      if (name === 'clients') where = `where x.id in ${inClients}`;
      else if (hasClientId) where = `where x.client_id in ${inClients}`;
      else if (hasUserId) where = `where x.user_id in (select id from users where client_id in ${inClients})`;
    }
    return `select '${name}' as t, count(*)::int as n,
      md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h
      from ${ident(name)} x ${where}`;
  });
  const result = await db.execute(sql.raw(parts.join('\nunion all\n')));
  const sums: DbChecksum = {};
  for (const row of rowsOf<{ t: string; n: number; h: string }>(result))
    sums[row.t] = { count: Number(row.n), md5: row.h };
  return sums;
}

/** The tables whose count or checksum differ, e.g. ['issues: 3 -> 4 rows']; empty when equal. */
export function checksumDiff(before: DbChecksum, after: DbChecksum): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed: string[] = [];
  for (const name of [...names].sort()) {
    const a = before[name];
    const b = after[name];
    if (a?.count !== b?.count) changed.push(`${name}: ${a?.count} -> ${b?.count} rows`);
    else if (a?.md5 !== b?.md5) changed.push(`${name}: rows changed`);
  }
  return changed;
}

/** The WAL insert position: it moves with every change to a table (and with some that change nothing). */
async function walPosition(db: Db): Promise<string> {
  return rowsOf<{ lsn: string }>(await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`))[0]!
    .lsn;
}

/**
 * `checksum`, taken again only when the WAL has moved since it was last taken: a database nothing
 * was written to has the same checksum, so the last one is answered (the same object). Most
 * refused requests write nothing, and a whole-database checksum before and after each was most of
 * the time the hostile-input and access-matrix files took. Any write moves the WAL (a rolled-back
 * one too), and then the checksum is taken as before. A checksum is kept only when the WAL stood
 * still while it was taken (reading rows just written can itself write, setting their hint bits).
 */
export function checksumWhenWritten(db: Db, checksum: () => Promise<DbChecksum>): () => Promise<DbChecksum> {
  let at: string | undefined;
  let sums: DbChecksum | undefined;
  return async () => {
    let now = await walPosition(db);
    if (sums && now === at) return sums;
    for (let attempt = 0; attempt < 3; attempt++) {
      sums = await checksum();
      const after = await walPosition(db);
      if (after === now) {
        at = now;
        return sums;
      }
      now = after;
    }
    at = undefined;
    return sums!;
  };
}
