import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { activities, issues, locations, marinas, users } from '#server/db/schema/index.ts';

const issueColumns = {
  id: issues.id,
  guid: issues.guid,
  clientId: issues.clientId,
  marinaId: issues.marinaId,
  marinaGuid: marinas.guid,
  locationId: issues.locationId,
  locationGuid: locations.guid,
  locationName: locations.name,
  title: issues.title,
  description: issues.description,
  priority: issues.priority,
  status: issues.status,
  createdByGuid: users.guid,
  createdByName: sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
  assignedToGuid: sql<string | null>`(select guid from users a where a.id = ${issues.assignedToUserId})`,
  gpsLatitude: issues.gpsLatitude,
  gpsLongitude: issues.gpsLongitude,
  gpsAccuracy: issues.gpsAccuracy,
  createdAt: issues.createdAt,
  updatedAt: issues.updatedAt,
};

const selectIssues = (db: Executor) =>
  db
    .select(issueColumns)
    .from(issues)
    .innerJoin(marinas, eq(marinas.id, issues.marinaId))
    .leftJoin(locations, eq(locations.id, issues.locationId))
    .leftJoin(users, eq(users.id, issues.createdByUserId));

export type IssueRow = Awaited<ReturnType<typeof findIssue>> & {};

export async function findIssue(db: Executor, clientId: number, guid: string) {
  const rows = await selectIssues(db)
    .where(and(eq(issues.clientId, clientId), eq(issues.guid, guid)))
    .limit(1);
  return rows[0];
}

/** Every issue of the marina, newest first (issues of deleted locations too: history stays). */
export const listMarinaIssues = (db: Executor, clientId: number, marinaId: number) =>
  selectIssues(db)
    .where(and(eq(issues.clientId, clientId), eq(issues.marinaId, marinaId)))
    .orderBy(desc(issues.createdAt), desc(issues.id));

export type NewIssue = typeof issues.$inferInsert;

/** Inserts unless the guid exists; answers the new row's id. */
export async function insertIssue(db: Executor, values: NewIssue): Promise<number | undefined> {
  const rows = await db
    .insert(issues)
    .values(values)
    .onConflictDoNothing({ target: issues.guid })
    .returning({ id: issues.id });
  return rows[0]?.id;
}

/** Locks the issue row for a read-modify-write (the change comment must see the real 'before'). */
export async function lockIssue(db: Executor, id: number): Promise<void> {
  await db.select({ id: issues.id }).from(issues).where(eq(issues.id, id)).for('update');
}

export type IssueChanges = Partial<Pick<NewIssue, 'title' | 'description' | 'priority' | 'status'>>;

export async function updateIssueRow(db: Executor, id: number, changes: IssueChanges): Promise<void> {
  await db
    .update(issues)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(issues.id, id));
}

/** Inserts an issue's activity; answers its id (the photos an edit adds are brought by it). */
export async function insertIssueActivity(db: Executor, values: typeof activities.$inferInsert) {
  const rows = await db.insert(activities).values(values).returning({ id: activities.id });
  return rows[0]!.id;
}
