import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './connect.ts';
import { preparedOnce } from './prepared.ts';
import { dataVersions } from './schema/index.ts';

/** Where a read's data lives: its marina within its client. */
export interface DataScope {
  clientId: number;
  marinaId: number;
}

/** Drizzle leaves a one-table select's columns unqualified; inside the subquery that would be dv's. */
const qualified = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * The same sum as a scalar subquery, for a lookup the read runs anyway (its marina or location):
 * the guard and the version in one round trip instead of two.
 */
export const versionOfScope = (clientId: AnyPgColumn, marinaId: AnyPgColumn) =>
  sql<string>`(select coalesce(sum(dv.version), 0)::text from ${dataVersions} dv where dv.client_id = ${qualified(clientId)} and dv.marina_id in (0, ${qualified(marinaId)}))`;

const marinaVersion = preparedOnce((db) =>
  db
    .select({ version: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
    .from(dataVersions)
    .where(
      and(
        eq(dataVersions.clientId, sql.placeholder('clientId')),
        inArray(dataVersions.marinaId, [0, sql.placeholder('marinaId')]),
      ),
    )
    .prepare('dockwatch_data_version'),
);

/**
 * The sum of the marina's counter and its client's: it grows with every write either could see.
 * Prepared: every conditional read runs it first (prepared.ts).
 */
export async function dataVersion(db: Db, { clientId, marinaId }: DataScope): Promise<string> {
  const [row] = await marinaVersion(db).execute({ clientId, marinaId });
  return row?.version ?? '0';
}
