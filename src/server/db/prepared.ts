import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './connect.ts';
import { rowsOf } from './rows-of.ts';

/**
 * A query every request runs, built once per database and prepared under `name`: Drizzle builds
 * its SQL once instead of on every call, and PostgreSQL parses and plans it once per connection.
 * Measured in process on PostgreSQL (issue 20): a one-table session read took 0.8–2.3 ms built on
 * each call and 0.2–0.6 ms prepared; the full session lookup took 2.3–5 ms built. Values go in as
 * `sql.placeholder(...)`. Only for the database itself, never a transaction: a statement prepared
 * on the database runs on the request's connection, outside any transaction of the caller.
 */
export function preparedOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();
const names = new Map<string, string>();
const MAX_NAMES = 1000;

/** A statement name per SQL text: the same text always gets the same name, another text another. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `dw_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a raw SQL read (values as parameters, never inlined) as a named prepared statement on the
 * executor's own connection, a transaction's included (ADR 0048). PostgreSQL parses each text once
 * per connection and, after its first five runs, keeps a generic plan when that costs no more than
 * planning anew: for a many-join read, planning took longer than running it (7 of 12 ms for a page
 * of meter reads under row-level security). PGlite runs it as an ordinary query.
 */
export async function executePrepared<R>(db: Executor, query: SQL): Promise<R[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  return rowsOf<R>(await prepared.execute());
}
