import type { Db } from './connect.ts';

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
