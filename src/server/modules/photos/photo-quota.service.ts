import type { Config } from '#server/config.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import { conflict, forbidden, HttpError } from '#server/plugins/http-errors.ts';
import {
  clientIdOf,
  deletePendingUploads,
  insertPendingUpload,
  lockPhotoQuota,
  registeredGuids,
  usedPhotoBytes,
} from './photo-quota.queries.ts';

const MB = 1024 * 1024;

/** The 413 of a full client (ADR 0023): what is full, how full, what to do. */
export const photoStorageFull = (usedBytes: number, quotaMb: number) =>
  `Photo storage for this client is full (${(usedBytes / MB).toFixed(1)} of ${quotaMb} MB used). ` +
  'The photo was not saved. Ask your administrator to raise the limit.';

/** 413 when `addBytes` more would take the client past PHOTO_QUOTA_MB (0 is unlimited). */
async function assertRoom(db: Executor, config: Config, clientId: number, addBytes: number, field?: string) {
  if (!config.photoQuotaMb) return;
  const used = await usedPhotoBytes(db, clientId);
  if (used + addBytes <= config.photoQuotaMb * MB) return;
  const message = photoStorageFull(used, config.photoQuotaMb);
  throw new HttpError(413, field ? `${field}: ${message}` : message, undefined, 'photos.quotaFull', {
    usedMb: Number((used / MB).toFixed(1)),
    quotaMb: config.photoQuotaMb,
  });
}

export interface PhotoToRegister {
  guid: string;
  byteSize: number;
}

/**
 * Room for photos being registered (decision 0049), called FIRST in the transaction that writes
 * their rows: takes the client's quota lock, so the check and the write are one step per client
 * on every engine; their pending uploads stop counting (they are counted as registered from now
 * on); a photo registered already adds nothing. 413 naming `field` when they do not fit, and the
 * transaction's rollback restores everything.
 */
export async function claimPhotoRoom(
  tx: Executor,
  config: Config,
  clientId: number,
  photos: readonly PhotoToRegister[],
  field?: string,
): Promise<void> {
  if (photos.length === 0) return;
  await lockPhotoQuota(tx, clientId);
  const guids = photos.map((p) => p.guid);
  await deletePendingUploads(tx, clientId, guids);
  const registered = await registeredGuids(tx, clientId, guids);
  const bytes = photos.reduce((sum, p) => (registered.has(p.guid) ? sum : sum + p.byteSize), 0);
  await assertRoom(tx, config, clientId, bytes, field);
}

export const PHOTO_ALREADY_UPLOADED = 'This photo has already been uploaded';

/**
 * PUT /img (disk storage): counts the upload as pending before it is stored, under the client's
 * quota lock: 413 when it does not fit, 409 when that photo was uploaded before. The sweep removes
 * a pending row with its object (sweep-orphan-photos.ts); `release` removes it when storing fails.
 */
export async function reserveUpload(
  db: Db,
  config: Config,
  clientGuid: string,
  photoGuid: string,
  byteSize: number,
): Promise<{ release: () => Promise<void> }> {
  const clientId = await db.transaction(async (tx) => {
    const id = await clientIdOf(tx, clientGuid);
    if (id === undefined) throw forbidden('The upload link is not valid');
    await lockPhotoQuota(tx, id);
    await assertRoom(tx, config, id, byteSize);
    if (!(await insertPendingUpload(tx, { guid: photoGuid, clientId: id, byteSize }))) {
      throw conflict(PHOTO_ALREADY_UPLOADED);
    }
    return id;
  });
  return { release: () => deletePendingUploads(db, clientId, [photoGuid]) };
}
