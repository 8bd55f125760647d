import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { rowsOf } from '#server/db/rows-of.ts';

/** Key space of the advisory lock that serialises tree changes (create, move, delete) per marina. */
const TREE_LOCK = 0x10ca7;

/**
 * Every write to a marina's location tree takes this transaction lock first, so a concurrent
 * move cannot build a cycle and a child cannot be added under a location being deleted.
 */
export async function lockMarinaTree(db: Executor, marinaId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK}, ${marinaId})`);
}

/** The live subtree below a location (its descendants; UNION also stops on a cycle in bad data). */
const descendants = (rootId: number) => sql`
  with recursive subtree(id) as (
    select id from locations where parent_id = ${rootId} and deleted_at is null
    union
    select l.id from locations l join subtree s on l.parent_id = s.id where l.deleted_at is null
  )`;

export async function countDescendants(db: Executor, rootId: number): Promise<number> {
  const result = await db.execute(sql`${descendants(rootId)} select count(*)::int as n from subtree`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function isDescendant(db: Executor, rootId: number, candidateId: number): Promise<boolean> {
  const result = await db.execute(
    sql`${descendants(rootId)} select 1 as found from subtree where id = ${candidateId} limit 1`,
  );
  return rowsOf(result).length > 0;
}

/** Soft-deletes a live location and its whole live subtree; answers how many rows it deleted. */
export async function softDeleteSubtree(db: Executor, rootId: number): Promise<number> {
  const result = await db.execute(sql`
    ${descendants(rootId)}
    update locations set deleted_at = now(), updated_at = now()
    where deleted_at is null and (id = ${rootId} or id in (select id from subtree))
    returning id`);
  return rowsOf(result).length;
}
