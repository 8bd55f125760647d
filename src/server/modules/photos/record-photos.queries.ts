import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { activities, issues, meterImages, recordPhotos } from '#server/db/schema/index.ts';

/** Which record already holds these photo guids (of this client): an issue's or an activity's guid. */
export async function findPhotoHolders(db: Executor, clientId: number, guids: string[]) {
  if (guids.length === 0) return [];
  const attached = await db
    .select({
      guid: recordPhotos.guid,
      issueGuid: issues.guid,
      activityGuid: activities.guid,
    })
    .from(recordPhotos)
    .innerJoin(activities, eq(activities.id, recordPhotos.activityId))
    .leftJoin(issues, eq(issues.id, recordPhotos.issueId))
    .where(and(eq(recordPhotos.clientId, clientId), inArray(recordPhotos.guid, guids)));
  const meter = await db
    .select({ guid: meterImages.guid })
    .from(meterImages)
    .where(and(eq(meterImages.clientId, clientId), inArray(meterImages.guid, guids)));
  return [...attached, ...meter.map((m) => ({ guid: m.guid, issueGuid: null, activityGuid: null }))];
}

type NewRecordPhoto = typeof recordPhotos.$inferInsert;

export async function insertRecordPhotos(db: Executor, rows: NewRecordPhoto[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(recordPhotos).values(rows);
}

/** The photos these activities brought, in order. */
export const photosOfActivityIds = (db: Executor, clientId: number, activityIds: number[]) =>
  activityIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ owner: recordPhotos.activityId, guid: recordPhotos.guid })
        .from(recordPhotos)
        .where(and(eq(recordPhotos.clientId, clientId), inArray(recordPhotos.activityId, activityIds)))
        .orderBy(asc(recordPhotos.activityId), asc(recordPhotos.position), asc(recordPhotos.id));

/** Every photo of these issues, in the order they were added. */
export const photosOfIssueIds = (db: Executor, clientId: number, issueIds: number[]) =>
  issueIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ owner: recordPhotos.issueId, guid: recordPhotos.guid })
        .from(recordPhotos)
        .where(and(eq(recordPhotos.clientId, clientId), inArray(recordPhotos.issueId, issueIds)))
        .orderBy(asc(recordPhotos.id));

/** How many photos an issue has (under the caller's lock of the issue row). */
export async function countIssuePhotos(db: Executor, issueId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recordPhotos)
    .where(eq(recordPhotos.issueId, issueId));
  return rows[0]?.n ?? 0;
}
