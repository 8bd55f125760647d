import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { locationTypes } from '#server/db/schema/index.ts';

const columns = { id: locationTypes.id, guid: locationTypes.guid, name: locationTypes.name };

export const listClientTypes = (db: Executor, clientId: number) =>
  db.select(columns).from(locationTypes).where(eq(locationTypes.clientId, clientId));

export async function findTypeByGuid(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select(columns)
    .from(locationTypes)
    .where(and(eq(locationTypes.clientId, clientId), eq(locationTypes.guid, guid)))
    .limit(1);
  return rows[0];
}

/** Inserts unless the guid or the (case-insensitive) name is taken; undefined when nothing was written. */
export async function insertType(db: Executor, clientId: number, name: string, guid?: string) {
  const rows = await db
    .insert(locationTypes)
    .values({ clientId, name, ...(guid ? { guid } : {}) })
    .onConflictDoNothing()
    .returning(columns);
  return rows[0];
}

/** The client already has a type of this name (case-insensitive, the rule of its unique index). */
export async function typeNameTaken(db: Executor, clientId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: locationTypes.id })
    .from(locationTypes)
    .where(and(eq(locationTypes.clientId, clientId), sql`lower(${locationTypes.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}
