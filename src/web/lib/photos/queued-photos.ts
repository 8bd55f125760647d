import { uploadsEndpoints } from '#core/photos/uploads.endpoints.ts';
import { queuedCall } from '../call.ts';
import { photoPlaceholder, type QueuedPhoto } from '../offline/outbox-types.ts';

/**
 * The photos of an issue or a note as the offline queue keeps them (ADR 0032): each gets its slot
 * from `POST /api/uploads` when the entry is sent, is PUT there, and the entry's call names them
 * in `photoIds` (placeholders the sender fills with their guids, photos first, then the write).
 */
export function queuedPhotos(marinaId: string, files: readonly Blob[]) {
  const photos: QueuedPhoto[] = files.map((blob) => ({
    blob,
    slot: queuedCall(uploadsEndpoints.slot, { body: { marinaId } }),
  }));
  return { photos, photoIds: files.map((_, index) => photoPlaceholder(index)) };
}
