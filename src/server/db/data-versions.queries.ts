import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { dataVersions } from './schema/index.ts';

/** Where a read's data lives: its marina within its client. */
export interface DataScope {
  clientId: number;
  marinaId: number;
}

/** The sum of the marina's counter and its client's: it grows with every write either could see. */
export async function dataVersion(db: Db, { clientId, marinaId }: DataScope): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
    .from(dataVersions)
    .where(and(eq(dataVersions.clientId, clientId), inArray(dataVersions.marinaId, [0, marinaId])));
  return row?.version ?? '0';
}
