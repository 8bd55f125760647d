import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { fk } from './columns.ts';

/**
 * Change counters for conditional reads (decision 0044). Triggers on every tenant table add one
 * per statement that writes: to the row of the marina a written row belongs to, or to the client's
 * row (`marina_id` 0) for tables without a marina (users, location types, marinas, permissions…).
 * A marina read's ETag is built from the sum of its marina's and its client's counters, so any
 * write that could change the answer changes the tag, without hashing the body.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    /** No foreign key: a client's deletion cascades to rows whose triggers count for it. */
    clientId: fk('client_id').notNull(),
    /** The marina's id, or 0 for what belongs to the whole client. */
    marinaId: integer('marina_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.marinaId] })],
);
