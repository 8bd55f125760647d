import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { preparedOnce } from './prepared.ts';
import { dataVersions } from './schema/index.ts';

/** Where a read's data lives: its marina within its client. */
export interface DataScope {
  clientId: number;
  marinaId: number;
}

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
