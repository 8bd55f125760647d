import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { locations, locationTypes } from '#server/db/schema/index.ts';

/** Renames unless another type of the client has the name (case-insensitive); false when taken. */
export async function renameType(db: Executor, clientId: number, id: number, name: string): Promise<boolean> {
  const taken = await db
    .select({ id: locationTypes.id })
    .from(locationTypes)
    .where(
      and(
        eq(locationTypes.clientId, clientId),
        ne(locationTypes.id, id),
        sql`lower(${locationTypes.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  if (taken.length > 0) return false;
  await db.update(locationTypes).set({ name }).where(eq(locationTypes.id, id));
  return true;
}

/** How the type is used: by live locations, and by deleted ones kept for history. */
export async function typeUsage(db: Executor, typeId: number) {
  const rows = await db
    .select({
      live: sql<number>`count(*) filter (where ${locations.deletedAt} is null)::int`,
      deleted: sql<number>`count(*) filter (where ${locations.deletedAt} is not null)::int`,
    })
    .from(locations)
    .where(eq(locations.typeId, typeId));
  return rows[0] ?? { live: 0, deleted: 0 };
}

export async function deleteType(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(locationTypes)
    .where(eq(locationTypes.id, id))
    .returning({ id: locationTypes.id });
  return rows.length > 0;
}
