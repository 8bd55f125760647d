import { PLAN_LIMITS } from '#core/site-plans/site-plan.schema.ts';
import type { Config } from '#server/config.ts';
import type { Executor } from '#server/db/connect.ts';
import { registeredGuids } from '#server/modules/photos/photo-quota.queries.ts';
import { claimPhotoRoom } from '#server/modules/photos/photo-quota.service.ts';
import { finalizePhoto, photoStorage, type WithConfig } from '#server/modules/photos/photos.service.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { badRequest, HttpError } from '#server/plugins/http-errors.ts';
import { imageSize } from '#server/storage/image-size.ts';

export interface PlanImage {
  photoGuid: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
}

const FIELD = 'body.photoId';

/**
 * A plan's image (issue 34): an upload of this client (as a record's photo: 400 when missing, 413
 * past 10 MB, 415 when not an image), a PNG or a JPEG whose size its own bytes say, at most
 * PLAN_LIMITS.imageSide pixels a side, and no other record's photo. Its quota is claimed when the
 * plan is written (claimPhotoRoom).
 */
export async function planImage(
  caller: WithConfig<{ db: Executor }>,
  auth: AuthContext,
  photoGuid: string,
): Promise<PlanImage> {
  if ((await registeredGuids(caller.db, auth.clientId, [photoGuid])).has(photoGuid))
    throw badRequest(`${FIELD}: the photo belongs to another record`);
  const stored = await finalizePhoto(caller.config, auth.clientGuid, photoGuid, FIELD);
  if (stored.type.ext !== 'png' && stored.type.ext !== 'jpg')
    throw new HttpError(415, `${FIELD}: a plan must be a PNG or JPEG image`);
  const object = await photoStorage(caller.config).read(auth.clientGuid, photoGuid);
  const chunks: Buffer[] = [];
  for await (const chunk of object?.stream ?? []) chunks.push(chunk as Buffer);
  const size = imageSize(Buffer.concat(chunks));
  if (!size) throw new HttpError(415, `${FIELD}: the image's size cannot be read`);
  if (size.width > PLAN_LIMITS.imageSide || size.height > PLAN_LIMITS.imageSide)
    throw badRequest(`${FIELD}: at most ${PLAN_LIMITS.imageSide} pixels a side`);
  return { photoGuid, contentType: stored.type.mime, byteSize: stored.size, ...size };
}

/** Inside the transaction that writes the plan: the client's quota lock and check, for its image. */
export const claimPlanImageRoom = (tx: Executor, config: Config, clientId: number, image: PlanImage) =>
  claimPhotoRoom(tx, config, clientId, [{ guid: image.photoGuid, byteSize: image.byteSize }], FIELD);
