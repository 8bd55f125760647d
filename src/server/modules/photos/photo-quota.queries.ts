import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { clients, meterImages, photoUploads, recordPhotos, sitePlans } from '#server/db/schema/index.ts';

/** Key space of the advisory lock that serialises the quota check and the write per client. */
const PHOTO_QUOTA_LOCK = 0x9407;

/**
 * The client's photo quota lock, held until the transaction ends. Taken first in a transaction,
 * before any row is written: the version triggers lock marina counters on every insert, and a lock
 * taken after them could wait in a cycle with a transaction that holds this one.
 */
export async function lockPhotoQuota(tx: Executor, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_QUOTA_LOCK}, ${clientId})`);
}

/** The bytes of a client's photos: meter photos, photos on records, site plans and pending uploads. */
export async function usedPhotoBytes(db: Executor, clientId: number): Promise<number> {
  const sum = (table: typeof meterImages | typeof recordPhotos | typeof sitePlans | typeof photoUploads) =>
    sql`(select coalesce(sum(${table.byteSize}), 0) from ${table} where ${table.clientId} = ${clientId})`;
  const [row] = await db
    .select({
      bytes:
        sql<number>`(${sum(meterImages)} + ${sum(recordPhotos)} + ${sum(sitePlans)} + ${sum(photoUploads)})::float8`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return row?.bytes ?? 0;
}

/** Of these photo guids, those the client has registered already (a retry registers nothing new). */
export async function registeredGuids(db: Executor, clientId: number, guids: string[]): Promise<Set<string>> {
  const meter = await db
    .select({ guid: meterImages.guid })
    .from(meterImages)
    .where(and(eq(meterImages.clientId, clientId), inArray(meterImages.guid, guids)));
  const onRecords = await db
    .select({ guid: recordPhotos.guid })
    .from(recordPhotos)
    .where(and(eq(recordPhotos.clientId, clientId), inArray(recordPhotos.guid, guids)));
  const plans = await db
    .select({ guid: sitePlans.photoGuid })
    .from(sitePlans)
    .where(and(eq(sitePlans.clientId, clientId), inArray(sitePlans.photoGuid, guids)));
  return new Set([...meter, ...onRecords, ...plans].map((r) => r.guid));
}

export async function clientIdOf(db: Executor, clientGuid: string): Promise<number | undefined> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.guid, clientGuid));
  return row?.id;
}

/** A pending upload; false when that photo already has one. */
export async function insertPendingUpload(
  db: Executor,
  row: { guid: string; clientId: number; byteSize: number },
): Promise<boolean> {
  const inserted = await db
    .insert(photoUploads)
    .values(row)
    .onConflictDoNothing({ target: photoUploads.guid })
    .returning({ id: photoUploads.id });
  return inserted.length > 0;
}

export async function deletePendingUploads(db: Executor, clientId: number, guids: string[]): Promise<void> {
  if (guids.length === 0) return;
  await db
    .delete(photoUploads)
    .where(and(eq(photoUploads.clientId, clientId), inArray(photoUploads.guid, guids)));
}
