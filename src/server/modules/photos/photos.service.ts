import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '#server/plugins/http-errors.ts';
import { DiskPhotoStorage } from '#server/storage/disk.ts';
import { detectImageType, type ImageType } from '#server/storage/image-type.ts';
import type { PhotoObject, PhotoStorage } from '#server/storage/photo-storage.ts';
import { S3PhotoStorage } from '#server/storage/s3.ts';
import { verifyUploadToken } from '#server/storage/upload-token.ts';
import { PHOTO_ALREADY_UPLOADED, reserveUpload } from './photo-quota.service.ts';
import { findPhotoMarina } from './photos.queries.ts';

const PHOTO_NOT_UPLOADED = 'the photo has not been uploaded';
export const PHOTO_TOO_LARGE = 'The photo is larger than 10 MB';
export const PHOTO_NOT_AN_IMAGE = 'The photo must be a JPEG, PNG, WebP or HEIC image';

/** A caller with the app's configuration (the photo storage), whichever caller it is. */
export type WithConfig<C> = C & { config: Config };

/** `field: message` when a field is named, else the message alone. */
const naming = (field: string | undefined, message: string) => (field ? `${field}: ${message}` : message);

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

/**
 * PUT /img/{guid}: the body must be an image by its magic bytes and fit the quota, counting it
 * as pending from now on (decision 0049); one object per guid.
 */
export async function savePhoto(
  db: Db,
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
  const guid = photoGuid.toLowerCase();
  const pending = await reserveUpload(db, config, clientGuid, guid, body.length);
  let saved: 'saved' | 'exists';
  try {
    saved = await storage.save(clientGuid, guid, body, type);
  } catch (error) {
    await pending.release();
    throw error;
  }
  if (saved === 'exists') {
    await pending.release();
    throw conflict(PHOTO_ALREADY_UPLOADED);
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

const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * GET /img/{guid} (issue 30 item 8): a photo is served to those who may read the record it
 * belongs to, that is its marina's staff and admins (403 otherwise, as that marina's lists). A
 * photo of another tenant, or one no record names (an upload not registered), is as unknown as
 * a made-up guid: 404.
 */
export async function readPhoto(caller: WithConfig<Caller>, photoGuid: string): Promise<PhotoObject> {
  const auth = requireAuth(caller);
  const guid = photoGuid.toLowerCase();
  const marina = await findPhotoMarina(caller.db, auth.clientId, guid);
  if (!marina) throw notFound(PHOTO_NOT_FOUND);
  await requireMarinaAccess(caller, marina);
  const photo = await photoStorage(caller.config).read(auth.clientGuid, guid);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}
