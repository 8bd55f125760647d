import { z } from 'zod';
import { deviceTimeField, deviceTimeSchema } from '#core/common/device-time.ts';
import { multiLine } from '#core/common/single-line.ts';
import { gpsFieldsSchema, isoDateTimeSchema, queryIntSchema } from '#core/common/wire.schema.ts';
import { GPS_FLAGS } from '#core/patrol/gps-flags.ts';
import { photoIdsSchema, recordPhotoSchema } from '#core/photos/record-photo.schema.ts';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT } from './activity-constants.ts';

export const activitySchema = z.object({
  guid: z.uuid(),
  type: z.string(),
  timestamp: z.string().nullable(),
  marinaId: z.uuid(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  userId: z.uuid().nullable(),
  staffName: z.string().nullable(),
  comment: z.string().nullable(),
  occupancyChecklistId: z.uuid().nullable(),
  issueId: z.uuid().nullable(),
  gpsLatitude: z.string().nullable(),
  gpsLongitude: z.string().nullable(),
  gpsAccuracy: z.string().nullable(),
  /** GPS proof of presence of a check-in (ADR 0020); optional so locally made activities need not say. */
  gpsFlags: z.array(z.enum(GPS_FLAGS)).optional(),
  /** Whole metres from the location's reference position, when it had one. */
  gpsDistance: z.number().int().nullable().optional(),
  /** When the server received it; optional so locally made activities need not say (ADR 0023). */
  receivedAt: z.string().optional(),
  /**
   * The photos this activity brought (a note's, or those of the issue report or edit), with their
   * /img URLs; the server always sends it, locally made activities need not.
   */
  photos: z.array(recordPhotoSchema).optional(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Types a client may create directly; the others are written by their own features. */
export const postableActivityTypes = ['comment', 'patrol_check', 'meter_read'] as const;

export const createActivityBodySchema = z
  .object({
    guid: z.uuid().optional(),
    locationId: z.uuid(),
    marinaId: z.uuid().optional(),
    type: z.enum(postableActivityTypes),
    comment: multiLine(z.string().trim().max(2000)).nullish(),
    /** Accepted for older clients and queued entries, never stored: the record carries the signed-in user's name. */
    staffName: z.string().trim().max(200).nullish(),
    /** When it happened on the device, bounded like deviceTime; the server also records when it received it. */
    timestamp: deviceTimeSchema.optional(),
    /** A note's uploaded photos (POST /api/uploads), at most 5; comments only. */
    photoIds: photoIdsSchema.optional(),
    ...deviceTimeField,
  })
  .extend(gpsFieldsSchema.shape)
  .superRefine((body, ctx) => {
    if (body.type === 'comment' && !body.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'must not be empty for a comment' });
    }
    if (body.type !== 'comment' && body.photoIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['photoIds'], message: 'only a comment takes photos' });
    }
    if (body.type === 'patrol_check' && (body.gpsLatitude === null || body.gpsLongitude === null)) {
      ctx.addIssue({ code: 'custom', path: ['gpsLatitude'], message: 'Missing location or GPS data' });
    }
  });
export type CreateActivityBody = z.input<typeof createActivityBodySchema>;

export const activityFeedQuerySchema = z.object({
  marinaId: z.uuid(),
  type: z
    .string()
    .max(50)
    .regex(/^[a-z_]+$/, 'must be an activity type')
    .optional(),
  since: isoDateTimeSchema.optional(),
  before: z.uuid().optional(),
  limit: queryIntSchema(1, FEED_MAX_LIMIT, FEED_DEFAULT_LIMIT),
});
export type ActivityFeedQuery = z.input<typeof activityFeedQuerySchema>;

/** GET /api/locations/:guid/activities: the marina comes from the location. */
export const locationFeedQuerySchema = activityFeedQuerySchema.omit({ marinaId: true }).extend({
  limit: queryIntSchema(1, FEED_MAX_LIMIT, FEED_DEFAULT_LIMIT),
});
export type LocationFeedQuery = z.input<typeof locationFeedQuerySchema>;
