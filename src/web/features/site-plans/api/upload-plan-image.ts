import { uploadsEndpoints } from '#core/photos/uploads.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { uploadPhoto } from '#web/lib/photos/upload-photo.ts';

/** The types a plan may be: what the server reads the size of. */
export const PLAN_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * A plan's picture, uploaded as every photo is (a slot, then a PUT to its signed URL) but not
 * shrunk: a plan's small print must stay legible when zoomed. Answers the photo's guid.
 */
export async function uploadPlanImage(marinaId: string, file: File): Promise<string> {
  const slot = await call(uploadsEndpoints.slot, { body: { marinaId } });
  await uploadPhoto(slot.uploadURL, file);
  return slot.guid;
}
