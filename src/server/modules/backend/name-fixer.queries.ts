import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { locations } from '#server/db/schema/index.ts';

const live = isNull(locations.deletedAt);
const columns = {
  id: locations.id,
  guid: locations.guid,
  name: locations.name,
  parentId: locations.parentId,
};

/** Every live location of the marina (name fixer search). */
export const listLiveLocations = (db: Executor, marinaId: number) =>
  db
    .select({ guid: locations.guid, name: locations.name })
    .from(locations)
    .where(and(live, eq(locations.marinaId, marinaId)));

/** Live locations of this marina among the guids; guids of other marinas or deleted rows are absent. */
export const findLiveInMarina = (db: Executor, marinaId: number, guids: string[]) =>
  db
    .select(columns)
    .from(locations)
    .where(and(live, eq(locations.marinaId, marinaId), inArray(locations.guid, guids)));

/** Live locations of the marina under these parents (0 for top level): the siblings a name must not repeat. */
export const listChildrenOf = (db: Executor, marinaId: number, parentIds: number[]) =>
  db
    .select(columns)
    .from(locations)
    .where(
      and(
        live,
        eq(locations.marinaId, marinaId),
        inArray(sql`coalesce(${locations.parentId}, 0)`, parentIds),
      ),
    );

/**
 * Renames in two steps so swaps and chains (A->B, B->C) never meet the unique index half-way:
 * first every row to its own guid, then to its new name. Answers how many live rows were renamed.
 */
export async function renameLocations(db: Executor, renames: { id: number; name: string }[]) {
  const ids = renames.map((r) => r.id);
  await db
    .update(locations)
    .set({ name: sql`${locations.guid}::text` })
    .where(and(live, inArray(locations.id, ids)));
  const values = sql.join(
    renames.map((r) => sql`(${r.id}::int, ${r.name}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update locations set name = v.name, updated_at = now()
    from (values ${values}) as v(id, name)
    where locations.id = v.id and locations.deleted_at is null
    returning locations.id`);
  return Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);
}
