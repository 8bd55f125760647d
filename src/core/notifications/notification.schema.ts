import { z } from 'zod';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';

/** The most notifications one page holds (GET /api/notifications?limit=). */
export const NOTIFICATIONS_PAGE_MAX = 100;
export const NOTIFICATIONS_PAGE_DEFAULT = 30;

/** One alert for the signed-in user (issue 17 item 6, decision 0029). */
export const notificationSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  /** What raised it, e.g. 'tour-missed'; the web shows every kind alike. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path to open, or null. */
  link: z.string().nullable(),
  /** How many alerts it gathers (decision 0052); title, body and link are the latest one's. */
  alertCount: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: a page, newest first, and how many of all the user's are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX))
    .optional(),
  /** The guid of the last notification of the previous page: the page after it. */
  before: z.uuid().optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** The user's own alert settings. `emailAvailable`: whether this server sends e-mail at all. */
export const notificationSettingsSchema = z.object({
  emailAlerts: z.boolean(),
  emailAvailable: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsBodySchema = z.strictObject({ emailAlerts: z.boolean() });
export type NotificationSettingsRequest = z.input<typeof notificationSettingsBodySchema>;

/**
 * POST /api/notifications/read-all: `upTo`, the guid of the newest notification the user saw,
 * marks that one and all older (one that arrived meanwhile stays unread); absent: every one.
 */
export const readAllBodySchema = z.strictObject({ upTo: z.uuid().optional() });
export type ReadAllRequest = z.input<typeof readAllBodySchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
