import { z } from 'zod';
import { MAX_RECORD_PHOTOS } from './photo-constants.ts';

/**
 * Photos on issues and notes (issue 18, ADR 0032). A photo is uploaded first (`POST /api/uploads`
 * hands out its guid and signed URL, the phone PUTs the JPEG there), then a create or an edit
 * names it in `photoIds`; the server registers it then.
 */

/** `photoIds`: up to 5 distinct photo guids, in the order the guard added them. */
export const photoIdsSchema = z
  .array(z.uuid({ error: 'must be the guid of an uploaded photo' }).transform((v) => v.toLowerCase()))
  .max(MAX_RECORD_PHOTOS, `at most ${MAX_RECORD_PHOTOS} photos`)
  .refine((ids) => new Set(ids).size === ids.length, 'names a photo twice');

/** A photo as the reads show it: its guid and the /img URL signed-in users of the client load. */
export const recordPhotoSchema = z.object({ guid: z.uuid(), url: z.string() });
export type RecordPhoto = z.infer<typeof recordPhotoSchema>;

/** POST /api/uploads. */
export const uploadSlotBodySchema = z.object({ marinaId: z.uuid() });
export type UploadSlotRequest = z.input<typeof uploadSlotBodySchema>;

export const uploadSlotSchema = z.object({ guid: z.uuid(), uploadURL: z.string() });
