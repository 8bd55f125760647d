import { uploadsEndpoints } from '#core/photos/uploads.endpoints.ts';
import { ApiError, errorMessage } from '../api-client.ts';
import { call } from '../call.ts';

/**
 * Online (an issue edit): for each photo, a slot from `POST /api/uploads`, then the PUT of its
 * bytes to the signed URL; answers the guids in order, for `photoIds`. Throws the storage's own
 * words when it refuses a photo (a full photo storage).
 */
export async function uploadPhotos(marinaId: string, files: readonly Blob[]): Promise<string[]> {
  const guids: string[] = [];
  for (const file of files) {
    const slot = await call(uploadsEndpoints.slot, { body: { marinaId } });
    const response = await fetch(slot.uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
    if (!response.ok && response.status !== 409) {
      const text = await response.text().catch(() => '');
      throw new Error(errorMessage(new ApiError(response.status, text), 'Failed to upload photo to storage'));
    }
    guids.push(slot.guid);
  }
  return guids;
}
