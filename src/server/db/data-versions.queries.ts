import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dataVersions } from './schema/index.ts';

/** Drizzle leaves a one-table select's columns unqualified; inside the subquery that would be dv's. */
const qualified = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * A marina's data version (decision 0044): the sum of the marina's counter and its client's, which
 * grows with every write either could see. A scalar subquery of the lookup the read's guard runs
 * anyway (its marina or its location): the guard and the version in one round trip.
 */
export const versionOfScope = (clientId: AnyPgColumn, marinaId: AnyPgColumn) =>
  sql<string>`(select coalesce(sum(dv.version), 0)::text from ${dataVersions} dv where dv.client_id = ${qualified(clientId)} and dv.marina_id in (0, ${qualified(marinaId)}))`;
