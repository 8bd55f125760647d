import { z } from 'zod';
import { deviceTimeField } from '#core/common/device-time.ts';
import { multiLine, singleLine } from '#core/common/single-line.ts';
import { gpsFieldsSchema, isoDateTimeSchema } from '#core/common/wire.schema.ts';
import { photoIdsSchema, recordPhotoSchema } from '#core/photos/record-photo.schema.ts';
import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_PRIORITIES,
  ISSUE_STATUSES,
  ISSUE_TITLE_MAX,
} from './issue-constants.ts';

/** Issues on the wire and the create/edit rules of spec 001 sections 2, 3 and 5. */

const tooLong = (max: number) => `must be at most ${max} characters`;

export const issueTitleSchema = singleLine(
  z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(ISSUE_TITLE_MAX, tooLong(ISSUE_TITLE_MAX)),
);

const descriptionText = () =>
  multiLine(z.string().trim().max(ISSUE_DESCRIPTION_MAX, tooLong(ISSUE_DESCRIPTION_MAX)));

/** Trimmed; blank or null means no description. */
export const issueDescriptionSchema = descriptionText()
  .nullish()
  .transform((v) => v || null);

export const issuePrioritySchema = z.enum(ISSUE_PRIORITIES, { error: 'must be low, medium or high' });
export const issueStatusSchema = z.enum(ISSUE_STATUSES, { error: 'must be open, fixed or wontfix' });

/** The create dialog: Create stays disabled until this parses. */
export const issueFormSchema = z.object({
  title: issueTitleSchema,
  description: issueDescriptionSchema,
  priority: issuePrioritySchema.default('medium'),
  locationId: z.uuid({ error: 'Location is required' }),
});
export type IssueFormInput = z.input<typeof issueFormSchema>;

/** POST /api/issues; `photoIds`: uploaded photos (POST /api/uploads), at most 5. */
export const createIssueBodySchema = issueFormSchema
  .extend({
    guid: z.uuid().optional(),
    marinaId: z.uuid(),
    photoIds: photoIdsSchema.optional(),
    ...deviceTimeField,
  })
  .extend(gpsFieldsSchema.shape);
export type CreateIssueBody = z.output<typeof createIssueBodySchema>;
export type CreateIssueRequest = z.input<typeof createIssueBodySchema>;

/** PATCH /api/issues/{guid}/status. */
export const updateIssueStatusBodySchema = z.object({ status: issueStatusSchema, marinaId: z.uuid() });
export type UpdateIssueStatusBody = z.output<typeof updateIssueStatusBodySchema>;
export type UpdateIssueStatusRequest = z.input<typeof updateIssueStatusBodySchema>;

/**
 * PATCH and PUT /api/issues/{guid}: the fields sent change; absent ones stay (description null
 * clears it). `photoIds` adds uploaded photos (those already on the issue are kept and not added
 * twice, so a retry is harmless); the issue holds at most 5.
 */
export const updateIssueBodySchema = z
  .object({
    title: issueTitleSchema.optional(),
    description: descriptionText()
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    priority: issuePrioritySchema.optional(),
    photoIds: photoIdsSchema.optional(),
    marinaId: z.uuid(),
  })
  .refine(
    (b) =>
      b.title !== undefined ||
      b.description !== undefined ||
      b.priority !== undefined ||
      (b.photoIds !== undefined && b.photoIds.length > 0),
    { path: ['title'], message: 'send at least one of title, description, priority or photoIds' },
  );
export type UpdateIssueBody = z.output<typeof updateIssueBodySchema>;
export type UpdateIssueRequest = z.input<typeof updateIssueBodySchema>;

export const issueSchema = z.object({
  guid: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(ISSUE_PRIORITIES),
  status: z.enum(ISSUE_STATUSES),
  marinaId: z.uuid(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  createdByUserId: z.uuid().nullable(),
  /** The reporter's name (or e-mail when the user has no name). */
  createdBy: z.string().nullable(),
  assignedToUserId: z.uuid().nullable(),
  gpsLatitude: z.string().nullable(),
  gpsLongitude: z.string().nullable(),
  gpsAccuracy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Its photos in the order they were added, with their /img URLs. */
  photos: z.array(recordPhotoSchema),
});
export type Issue = z.infer<typeof issueSchema>;
