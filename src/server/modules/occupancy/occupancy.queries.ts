import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { activities, locations, marinas, occupancyChecklists, users } from '#server/db/schema/index.ts';

const oc = occupancyChecklists;

/** A user's name for display: first and last name, else the e-mail. */
export const userName = (t: typeof users) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${t.firstName}, ${t.lastName})), ''), ${t.email})`;

const checklistColumns = {
  id: oc.id,
  guid: oc.guid,
  clientId: oc.clientId,
  marinaId: oc.marinaId,
  marinaGuid: marinas.guid,
  locationId: oc.locationId,
  locationGuid: locations.guid,
  locationName: locations.name,
  started: oc.started,
  finalized: oc.finalized,
  finalizedByGuid: users.guid,
  finalizedByName: userName(users),
  /** Live direct children of the location. */
  totalCount: sql<number>`(select count(*)::int from locations c
    where c.parent_id = ${oc.locationId} and c.deleted_at is null)`,
  /** Those of them that are checked. */
  presentCount: sql<number>`(select count(*)::int from occupancy_checks k
    join locations c on c.id = k.location_id
    where k.checklist_id = ${oc.id} and c.parent_id = ${oc.locationId} and c.deleted_at is null)`,
};

const selectChecklists = (db: Executor) =>
  db
    .select(checklistColumns)
    .from(oc)
    .innerJoin(marinas, eq(marinas.id, oc.marinaId))
    .innerJoin(locations, eq(locations.id, oc.locationId))
    .leftJoin(users, eq(users.id, oc.finalizedBy));
export type OccupancyChecklistRow = Awaited<ReturnType<typeof findOccupancyChecklist>> & {};

export async function findOccupancyChecklist(db: Executor, clientId: number, guid: string) {
  const rows = await selectChecklists(db)
    .where(and(eq(oc.clientId, clientId), eq(oc.guid, guid)))
    .limit(1);
  return rows[0];
}

export interface ChecklistFilter {
  clientId: number;
  marinaId: number;
  locationGuid?: string | undefined;
  finalized: boolean;
  limit: number;
}

/** A marina's open or finalized checklists of live locations, newest first. */
export const listOccupancyChecklists = (db: Executor, f: ChecklistFilter) =>
  selectChecklists(db)
    .where(
      and(
        eq(oc.clientId, f.clientId),
        eq(oc.marinaId, f.marinaId),
        isNull(locations.deletedAt),
        f.locationGuid ? eq(locations.guid, f.locationGuid) : undefined,
        f.finalized ? isNotNull(oc.finalized) : isNull(oc.finalized),
      ),
    )
    .orderBy(desc(oc.started), desc(oc.id))
    .limit(f.limit);

/** Inserts unless the guid exists or the location already has an open checklist (occupancy_checklists_one_open). */
export async function insertOccupancyChecklist(db: Executor, values: typeof oc.$inferInsert) {
  const rows = await db.insert(oc).values(values).onConflictDoNothing().returning({ id: oc.id });
  return rows[0]?.id;
}

export async function hasOpenChecklist(db: Executor, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: oc.id })
    .from(oc)
    .where(and(eq(oc.locationId, locationId), isNull(oc.finalized)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Serialises finalize ('update') against checks and unchecks ('share'); answers whether the
 * checklist is finalized as of the lock.
 */
export async function lockChecklist(
  db: Executor,
  id: number,
  strength: 'update' | 'share',
): Promise<boolean> {
  const rows = await db.select({ finalized: oc.finalized }).from(oc).where(eq(oc.id, id)).for(strength);
  return rows[0]?.finalized != null;
}

export async function markFinalized(db: Executor, id: number, userId: number, at: Date): Promise<void> {
  await db.update(oc).set({ finalized: at, finalizedBy: userId }).where(eq(oc.id, id));
}

/** The activity with this guid in the tenant, if any (a finalize repeated by guid). */
export async function findActivityByGuid(db: Executor, clientId: number, guid: string) {
  const [row] = await db
    .select({
      id: activities.id,
      occupancyChecklistId: activities.occupancyChecklistId,
      type: activities.type,
    })
    .from(activities)
    .where(and(eq(activities.clientId, clientId), eq(activities.guid, guid)));
  return row;
}
