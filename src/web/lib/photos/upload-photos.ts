import { uploadsEndpoints } from '#core/photos/uploads.endpoints.ts';
import { call } from '../call.ts';
import { uploadPhoto } from './upload-photo.ts';

/**
 * Online (an issue edit): for each photo, a slot from `POST /api/uploads`, then the PUT of its
 * bytes to the signed URL; answers the guids in order, for `photoIds`. Throws the storage's own
 * words when it refuses a photo (a full photo storage).
 */
export async function uploadPhotos(marinaId: string, files: readonly Blob[]): Promise<string[]> {
  const guids: string[] = [];
  for (const file of files) {
    const slot = await call(uploadsEndpoints.slot, { body: { marinaId } });
    await uploadPhoto(slot.uploadURL, file, { conflictIsStored: true });
    guids.push(slot.guid);
  }
  return guids;
}
