import { z } from 'zod';
import { deviceTimeField } from '#core/common/device-time.ts';
import { singleLine } from '#core/common/single-line.ts';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';
import {
  CHECKLIST_ITEM_MAX,
  CHECKLIST_ITEMS_MAX,
  DEFAULT_STAFF_NAME,
  STAFF_NAME_MAX,
} from './checklist-constants.ts';

/** Checklist templates, instances, occupancy checklists and checks on the wire (spec 001 sections 3, 7). */

export const checklistSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  items: z.array(z.string()),
  isTemplate: z.boolean(),
  /** null: a template of the whole client. */
  marinaId: z.uuid().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Checklist = z.infer<typeof checklistSchema>;

/** Ticked items: trimmed, each at most once. */
export const completedItemsSchema = z
  .array(singleLine(z.string().trim().min(1, 'must not be blank').max(CHECKLIST_ITEM_MAX)))
  .max(CHECKLIST_ITEMS_MAX, `must hold at most ${CHECKLIST_ITEMS_MAX} items`)
  .transform((items) => [...new Set(items)]);

export const createChecklistInstanceBodySchema = z.object({
  guid: z.uuid().optional(),
  checklistId: z.uuid(),
  staffName: singleLine(z.string().trim().min(1, 'must not be blank').max(STAFF_NAME_MAX)).default(
    DEFAULT_STAFF_NAME,
  ),
  completedItems: completedItemsSchema.default([]),
  isCompleted: z.boolean().default(false),
  marinaId: z.uuid(),
  /** When it was started on the phone (ADR 0021): the instance's createdAt. */
  ...deviceTimeField,
});
export type CreateChecklistInstanceBody = z.output<typeof createChecklistInstanceBodySchema>;
export type CreateChecklistInstanceRequest = z.input<typeof createChecklistInstanceBodySchema>;

export const updateChecklistInstanceBodySchema = z.object({
  completedItems: completedItemsSchema,
  isCompleted: z.boolean(),
  marinaId: z.uuid(),
  /** When it was saved on the phone (ADR 0021): the completion time when this save completes it. */
  ...deviceTimeField,
});
export type UpdateChecklistInstanceBody = z.output<typeof updateChecklistInstanceBodySchema>;
export type UpdateChecklistInstanceRequest = z.input<typeof updateChecklistInstanceBodySchema>;

export const checklistInstanceSchema = z.object({
  guid: z.uuid(),
  checklistId: z.uuid(),
  checklistName: z.string(),
  /** The template's items, so Continue can render the instance on its own. */
  items: z.array(z.string()),
  marinaId: z.uuid(),
  userId: z.uuid().nullable(),
  staffName: z.string().nullable(),
  completedItems: z.array(z.string()),
  isCompleted: z.boolean(),
  createdAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
  /** Rounded percent of the template's items ticked. */
  progress: z.number().int().min(0).max(100),
});
export type ChecklistInstance = z.infer<typeof checklistInstanceSchema>;

export const occupancyChecklistSchema = z.object({
  guid: z.uuid(),
  locationId: z.uuid(),
  locationName: z.string(),
  marinaId: z.uuid(),
  started: isoDateTimeSchema,
  finalized: isoDateTimeSchema.nullable(),
  /** Name of the user who finalized it. */
  finalizedBy: z.string().nullable(),
  finalizedByUserId: z.uuid().nullable(),
  /** Checked live direct children of the location. */
  presentCount: z.number().int(),
  /** Live direct children of the location. */
  totalCount: z.number().int(),
});
export type OccupancyChecklist = z.infer<typeof occupancyChecklistSchema>;

export const occupancyChecklistsQuerySchema = z.object({
  marinaId: z.uuid(),
  /** Only the checklists of this location (the location page). */
  locationId: z.uuid().optional(),
});
export type OccupancyChecklistsQuery = z.input<typeof occupancyChecklistsQuerySchema>;

export const createOccupancyChecklistBodySchema = z.object({
  guid: z.uuid().optional(),
  locationId: z.uuid(),
  marinaId: z.uuid(),
  ...deviceTimeField,
});
export type CreateOccupancyChecklistRequest = z.input<typeof createOccupancyChecklistBodySchema>;

/**
 * `guid` names the 'checklist' activity the finalize writes: a repeat with the same guid (a phone
 * sending its queue again after a dropped answer) gets the finalized checklist back, not a 409.
 * `deviceTime` is when the guard finalized it on the phone (ADR 0021).
 */
export const finalizeOccupancyChecklistBodySchema = z.object({
  marinaId: z.uuid(),
  guid: z.uuid().optional(),
  ...deviceTimeField,
});
export type FinalizeOccupancyChecklistBody = z.output<typeof finalizeOccupancyChecklistBodySchema>;
export type FinalizeOccupancyChecklistRequest = z.input<typeof finalizeOccupancyChecklistBodySchema>;

export const occupancyCheckSchema = z.object({
  guid: z.uuid(),
  checklistId: z.uuid(),
  locationId: z.uuid(),
  checkedAt: isoDateTimeSchema,
  /** Name of the user who checked it. */
  checkedBy: z.string().nullable(),
  checkedByUserId: z.uuid().nullable(),
});
export type OccupancyCheck = z.infer<typeof occupancyCheckSchema>;

export const occupancyChecksParamsSchema = z.object({ checklistId: z.uuid() });
export const occupancyChecksQuerySchema = z.object({ marinaId: z.uuid().optional() });
export type OccupancyChecksQuery = z.input<typeof occupancyChecksQuerySchema>;

export const createOccupancyCheckBodySchema = z.object({
  guid: z.uuid().optional(),
  checklistId: z.uuid(),
  locationId: z.uuid(),
  marinaId: z.uuid(),
  ...deviceTimeField,
});
export type CreateOccupancyCheckRequest = z.input<typeof createOccupancyCheckBodySchema>;

export const deleteOccupancyCheckParamsSchema = z.object({ checklistId: z.uuid(), locationId: z.uuid() });
export const deleteOccupancyCheckQuerySchema = z.object({ marinaId: z.uuid() });
export const deleteOccupancyCheckResultSchema = z.object({
  checklistId: z.uuid(),
  locationId: z.uuid(),
  /** false when the child was not checked (a repeated uncheck changes nothing). */
  deleted: z.boolean(),
});
export type DeleteOccupancyCheckResult = z.infer<typeof deleteOccupancyCheckResultSchema>;
