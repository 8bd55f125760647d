import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { locations, occupancyChecklists, occupancyChecks, users } from '#server/db/schema/index.ts';
import { userName } from './occupancy.queries.ts';

const k = occupancyChecks;

const checkColumns = {
  id: k.id,
  guid: k.guid,
  checklistGuid: occupancyChecklists.guid,
  locationGuid: locations.guid,
  checkedAt: k.checkedAt,
  checkedByGuid: users.guid,
  checkedByName: userName(users),
};

/** Checks of live direct children of the checklist's location (the ones that count as present). */
const selectChecks = (db: Executor) =>
  db
    .select(checkColumns)
    .from(k)
    .innerJoin(occupancyChecklists, eq(occupancyChecklists.id, k.checklistId))
    .innerJoin(
      locations,
      and(
        eq(locations.id, k.locationId),
        eq(locations.parentId, occupancyChecklists.locationId),
        isNull(locations.deletedAt),
      ),
    )
    .leftJoin(users, eq(users.id, k.checkedBy));
export type OccupancyCheckRow = Awaited<ReturnType<typeof listChecks>>[number];

export const listChecks = (db: Executor, checklistId: number) =>
  selectChecks(db).where(eq(k.checklistId, checklistId)).orderBy(asc(k.checkedAt), asc(k.id));

export async function findCheck(db: Executor, checklistId: number, locationId: number) {
  const rows = await selectChecks(db)
    .where(and(eq(k.checklistId, checklistId), eq(k.locationId, locationId)))
    .limit(1);
  return rows[0];
}

/** A live location of the client with its parent, for "is a direct child" checks. */
export async function findLiveLocation(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select({ id: locations.id, guid: locations.guid, parentId: locations.parentId })
    .from(locations)
    .where(and(eq(locations.clientId, clientId), eq(locations.guid, guid), isNull(locations.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Inserts unless this child is already checked (occupancy_checks_unique) or the guid exists. */
export async function insertCheck(db: Executor, values: typeof k.$inferInsert): Promise<number | undefined> {
  const rows = await db.insert(k).values(values).onConflictDoNothing().returning({ id: k.id });
  return rows[0]?.id;
}

/** Removes the check of a child (by location guid within the client); answers whether one was removed. */
export async function deleteCheck(
  db: Executor,
  clientId: number,
  checklistId: number,
  locationGuid: string,
): Promise<boolean> {
  const rows = await db
    .delete(k)
    .where(
      and(
        eq(k.clientId, clientId),
        eq(k.checklistId, checklistId),
        sql`${k.locationId} in (select id from locations where client_id = ${clientId} and guid = ${locationGuid})`,
      ),
    )
    .returning({ id: k.id });
  return rows.length > 0;
}
