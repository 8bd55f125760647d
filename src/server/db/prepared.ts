import type { Db } from './connect.ts';

/**
 * A query every request runs, built once per database and prepared under `name`: Drizzle builds
 * its SQL once instead of on every call, and PostgreSQL parses and plans it once per connection.
 * Measured (issue 20): the session lookup cost 0.6–1.6 ms of Node CPU and 2–5 ms in all when
 * built on each call; a prepared lookup costs a fraction of that. Values go in as
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
