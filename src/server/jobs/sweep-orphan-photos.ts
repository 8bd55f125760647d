import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { DEVICE_TIME_MAX_AGE_MS } from '#core/common/device-time.ts';
import type { Db } from '#server/db/connect.ts';
import {
  clients,
  meterImages,
  meterReadings,
  photoUploads,
  recordPhotos,
  sitePlans,
} from '#server/db/schema/index.ts';
import type { PhotoStorage, StoredObject } from '#server/storage/photo-storage.ts';
import type { ScheduledJob } from './scheduled-jobs.ts';

/** An object this old (by its own time) that no meter image names is an orphan (ADR 0023). */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000;

/**
 * A registered photo (meter_images row) that no reading names, this long after it was registered:
 * the offline window plus a day, so a reading still queued on a phone (sent within 72 hours) never
 * finds its photo gone.
 */
export const UNATTACHED_AGE_MS = DEVICE_TIME_MAX_AGE_MS + ORPHAN_AGE_MS;

/**
 * Deletes meter_images rows no reading names that were registered before `before`: a photo taken
 * for a reading that was never saved, or whose reading was deleted. Their objects become orphans.
 */
async function deleteUnattached(db: Db, before: Date, clientId?: number): Promise<number> {
  const deleted = await db
    .delete(meterImages)
    .where(
      and(
        lt(meterImages.createdAt, before),
        clientId === undefined ? undefined : eq(meterImages.clientId, clientId),
        notExists(
          db
            .select({ id: meterReadings.id })
            .from(meterReadings)
            .where(eq(meterReadings.meterImageId, meterImages.id)),
        ),
      ),
    )
    .returning({ id: meterImages.id });
  return deleted.length;
}

/**
 * Deletes pending uploads (decision 0049) made before `before`: the quota stops counting them as
 * the sweep removes their objects, which are as old (an upload's row is written just before its
 * object, and a registration deletes the row).
 */
async function deletePendingUploads(db: Db, before: Date, clientId?: number): Promise<number> {
  const deleted = await db
    .delete(photoUploads)
    .where(
      and(
        lt(photoUploads.createdAt, before),
        clientId === undefined ? undefined : eq(photoUploads.clientId, clientId),
      ),
    )
    .returning({ id: photoUploads.id });
  return deleted.length;
}

/**
 * Of these photo objects, the ones to keep: those a meter_images, record_photos (a photo on an
 * issue or a note, ADR 0032) or site_plans row (a plan's image) of the same client names, and
 * every object of a client this database does not know. That one is a guard: an app pointed at
 * the wrong (or an empty) database beside the real bucket or DATA_DIR deletes none of its photos.
 */
async function toKeep(db: Db, objects: StoredObject[]): Promise<(object: StoredObject) => boolean> {
  if (objects.length === 0) return () => true;
  const photoGuids = [...new Set(objects.map((o) => o.photoGuid))];
  const clientGuids = [...new Set(objects.map((o) => o.clientGuid))];
  const rows = await db
    .select({ client: clients.guid, photo: meterImages.guid })
    .from(meterImages)
    .innerJoin(clients, eq(clients.id, meterImages.clientId))
    .where(inArray(meterImages.guid, photoGuids));
  const onRecords = await db
    .select({ client: clients.guid, photo: recordPhotos.guid })
    .from(recordPhotos)
    .innerJoin(clients, eq(clients.id, recordPhotos.clientId))
    .where(inArray(recordPhotos.guid, photoGuids));
  const plans = await db
    .select({ client: clients.guid, photo: sitePlans.photoGuid })
    .from(sitePlans)
    .innerJoin(clients, eq(clients.id, sitePlans.clientId))
    .where(inArray(sitePlans.photoGuid, photoGuids));
  const registered = new Set([...rows, ...onRecords, ...plans].map((r) => `${r.client}/${r.photo}`));
  const known = new Set(
    (await db.select({ guid: clients.guid }).from(clients).where(inArray(clients.guid, clientGuids))).map(
      (r) => r.guid,
    ),
  );
  return (o) => !known.has(o.clientGuid) || registered.has(`${o.clientGuid}/${o.photoGuid}`);
}

/**
 * First the registered photos no reading will ever name (UNATTACHED_AGE_MS), and the pending
 * uploads rows of a day ago (the quota's count of them). Then what no meter
 * image needs, once it is a day old by its own time: every upload object (a registered photo was
 * copied out of it; an unregistered one was never attached) and every photo object no meter_images
 * row of its client names (never registered, its row deleted just before, or gone with a deleted
 * marina or location) while the client itself is known here. A photo registered meanwhile was
 * renewed by finalize() and is left by remove().
 *
 * With `scope.clientId`, that client's rows and objects only (a test sharing its database with
 * other files, whose rows are theirs); the job sweeps every client's.
 */
export async function sweepOrphanPhotos(
  db: Db,
  storage: PhotoStorage,
  now = Date.now(),
  scope: { clientId?: number } = {},
): Promise<{ unattached: number; pending: number; uploads: number; photos: number }> {
  const { clientId } = scope;
  const unattached = await deleteUnattached(db, new Date(now - UNATTACHED_AGE_MS), clientId);
  const before = new Date(now - ORPHAN_AGE_MS);
  const pending = await deletePendingUploads(db, before, clientId);
  const deleted = { unattached, pending, uploads: 0, photos: 0 };
  const clientGuid =
    clientId === undefined
      ? undefined
      : (await db.select({ guid: clients.guid }).from(clients).where(eq(clients.id, clientId)))[0]?.guid;
  for await (const page of storage.listOlderThan(before)) {
    const keep = await toKeep(
      db,
      page.filter((o) => o.kind === 'photo'),
    );
    for (const object of page) {
      if (clientId !== undefined && object.clientGuid !== clientGuid) continue;
      if (object.kind === 'photo' && keep(object)) continue;
      if (await storage.remove(object, before)) deleted[object.kind === 'upload' ? 'uploads' : 'photos']++;
    }
  }
  return deleted;
}

/** Hourly, so an orphan goes between 24 and 25 hours after it was last written. */
export const SWEEP_EVERY_MS = 60 * 60_000;

export const sweepOrphanPhotosJob = (storage: PhotoStorage): ScheduledJob => ({
  name: 'sweep-orphan-photos',
  everyMs: SWEEP_EVERY_MS,
  run: (db) => sweepOrphanPhotos(db, storage),
});
