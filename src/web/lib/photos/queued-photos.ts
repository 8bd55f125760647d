import { uploadsEndpoints } from '#core/photos/uploads.endpoints.ts';
import { queuedCall } from '../call.ts';
import { photoPlaceholder, type QueuedPhoto } from '../offline/outbox-types.ts';

/**
 * The photos of an issue or a note as the offline queue keeps them (ADR 0032): each gets its slot
 * from `POST /api/uploads` when the entry is sent, is PUT there, and the entry's call names them
 * in `photoIds` (placeholders the sender fills with their guids, photos first, then the write).
 * Answers the body to send (with `photoIds` when there are photos) and, beside it, the entry's
 * `photos` (absent when none), ready to spread into the entry.
 */
export function queuedPhotos<B extends object>(
  marinaId: string,
  body: B,
  files: readonly Blob[],
): { body: B | (B & { photoIds: string[] }); photos?: QueuedPhoto[] } {
  if (files.length === 0) return { body };
  const photos: QueuedPhoto[] = files.map((blob) => ({
    blob,
    slot: queuedCall(uploadsEndpoints.slot, { body: { marinaId } }),
  }));
  return { body: { ...body, photoIds: files.map((_, index) => photoPlaceholder(index)) }, photos };
}
