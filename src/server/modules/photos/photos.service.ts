import { eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Executor } from '#server/db/connect.ts';
import { clients, meterImages, recordPhotos } from '#server/db/schema/index.ts';
import { badRequest, forbidden, HttpError, notFound } from '#server/plugins/http-errors.ts';
import { DiskPhotoStorage } from '#server/storage/disk.ts';
import { detectImageType, type ImageType } from '#server/storage/image-type.ts';
import type { PhotoObject, PhotoStorage } from '#server/storage/photo-storage.ts';
import { S3PhotoStorage } from '#server/storage/s3.ts';
import { verifyUploadToken } from '#server/storage/upload-token.ts';

const PHOTO_NOT_UPLOADED = 'the photo has not been uploaded';
export const PHOTO_TOO_LARGE = 'The photo is larger than 10 MB';
export const PHOTO_NOT_AN_IMAGE = 'The photo must be a JPEG, PNG, WebP or HEIC image';

const MB = 1024 * 1024;

/** A caller with the app's configuration (the photo storage), whichever caller it is. */
export type WithConfig<C> = C & { config: Config };

/** The 413 of a full client (ADR 0023): what is full, how full, what to do. */
export const photoStorageFull = (usedBytes: number, quotaMb: number) =>
  `Photo storage for this client is full (${(usedBytes / MB).toFixed(1)} of ${quotaMb} MB used). ` +
  'The photo was not saved. Ask your administrator to raise the limit.';

/**
 * The bytes of a client's registered photos: meter photos and photos on issues and notes
 * (ADR 0032); pending uploads are not counted.
 */
async function usedPhotoBytes(db: Executor, clientGuid: string): Promise<number> {
  const sum = async (table: typeof meterImages | typeof recordPhotos) => {
    const rows = await db
      .select({ bytes: sql<number>`coalesce(sum(${table.byteSize}), 0)::float8`.mapWith(Number) })
      .from(table)
      .innerJoin(clients, eq(clients.id, table.clientId))
      .where(eq(clients.guid, clientGuid));
    return rows[0]?.bytes ?? 0;
  };
  return (await sum(meterImages)) + (await sum(recordPhotos));
}

/** `field: message` when a field is named, else the message alone. */
const naming = (field: string | undefined, message: string) => (field ? `${field}: ${message}` : message);

/**
 * 413 when `addBytes` more would take the client past PHOTO_QUOTA_MB; 0 is unlimited. Its message
 * names `field` when given (`body.photoIds: …`).
 */
export async function assertPhotoRoom(
  db: Executor,
  config: Config,
  clientGuid: string,
  addBytes: number,
  field?: string,
) {
  if (!config.photoQuotaMb) return;
  const used = await usedPhotoBytes(db, clientGuid);
  if (used + addBytes > config.photoQuotaMb * MB) {
    throw new HttpError(
      413,
      naming(field, photoStorageFull(used, config.photoQuotaMb)),
      undefined,
      'photos.quotaFull',
      {
        usedMb: Number((used / MB).toFixed(1)),
        quotaMb: config.photoQuotaMb,
      },
    );
  }
}

const storages = new WeakMap<Config, PhotoStorage>();

/** One storage per app (its S3 client is reused): S3 when configured, else DATA_DIR/photos. */
export function photoStorage(config: Config): PhotoStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.s3
      ? new S3PhotoStorage(config.s3)
      : new DiskPhotoStorage(config.dataDir, config.sessionSecret);
    storages.set(config, storage);
  }
  return storage;
}

/** The signed URL the browser PUTs this photo to. */
export const uploadUrlFor = (config: Config, clientGuid: string, photoGuid: string) =>
  photoStorage(config).uploadUrl(clientGuid, photoGuid.toLowerCase());

/** The client an upload token was issued for; 403 when it is not valid for this photo or expired. */
export function uploadClient(config: Config, photoGuid: string, token: string | undefined): string {
  const check = verifyUploadToken(config.sessionSecret, photoGuid.toLowerCase(), token);
  if (check.ok) return check.clientGuid;
  throw forbidden(
    check.reason === 'expired' ? 'The upload link has expired' : 'The upload link is not valid',
  );
}

/** PUT /img/{guid}: the body must be an image by its magic bytes and fit the quota; one object per guid. */
export async function savePhoto(
  db: Executor,
  config: Config,
  clientGuid: string,
  photoGuid: string,
  body: Buffer | undefined,
): Promise<ImageType> {
  const storage = photoStorage(config);
  if (!storage.save) throw notFound('Photos are uploaded to the photo bucket');
  if (!body || body.length === 0) throw badRequest('body: must not be empty');
  const type = detectImageType(body);
  if (!type) throw new HttpError(415, PHOTO_NOT_AN_IMAGE);
  await assertPhotoRoom(db, config, clientGuid, body.length);
  if ((await storage.save(clientGuid, photoGuid.toLowerCase(), body, type)) === 'exists') {
    throw new HttpError(409, 'This photo has already been uploaded');
  }
  return type;
}

/**
 * Registering a photo: it must be in this client's storage, at most 10 MB, and an image. Every
 * refusal names `field` when given (`body.photoIds.N: …`); without one, a missing photo is
 * `body.guid`'s (a meter photo) and the others are the message alone.
 */
export async function finalizePhoto(config: Config, clientGuid: string, photoGuid: string, field?: string) {
  const result = await photoStorage(config).finalize(clientGuid, photoGuid.toLowerCase());
  if (result.ok) return result;
  if (result.reason === 'missing') throw badRequest(`${field ?? 'body.guid'}: ${PHOTO_NOT_UPLOADED}`);
  throw new HttpError(
    result.reason === 'too-large' ? 413 : 415,
    naming(field, result.reason === 'too-large' ? PHOTO_TOO_LARGE : PHOTO_NOT_AN_IMAGE),
  );
}

/** A photo of this client only: another tenant's guid is as unknown as a made-up one. */
export async function readPhoto(config: Config, clientGuid: string, photoGuid: string): Promise<PhotoObject> {
  const photo = await photoStorage(config).read(clientGuid, photoGuid.toLowerCase());
  if (!photo) throw notFound('Photo not found');
  return photo;
}
