import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { marinas } from '#server/db/schema/index.ts';

const summary = {
  id: marinas.id,
  guid: marinas.guid,
  name: marinas.name,
  location: marinas.location,
  timeZone: marinas.timeZone,
};

export async function findMarinaByGuid(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select(summary)
    .from(marinas)
    .where(and(eq(marinas.clientId, clientId), eq(marinas.guid, guid)))
    .limit(1);
  return rows[0];
}

export async function listClientMarinas(db: Executor, clientId: number, onlyIds?: number[]) {
  if (onlyIds && onlyIds.length === 0) return [];
  return db
    .select(summary)
    .from(marinas)
    .where(and(eq(marinas.clientId, clientId), onlyIds ? inArray(marinas.id, onlyIds) : undefined))
    .orderBy(asc(marinas.name), asc(marinas.id));
}
