import { seesAllMarinas } from '#core/auth/permissions.ts';
import {
  NOTIFICATIONS_PAGE_DEFAULT,
  type Notification,
  type NotificationList,
  type NotificationSettings,
} from '#core/notifications/notification.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import type { AuthContext, Caller } from '#server/plugins/auth-context.ts';
import { requireAuth } from '#server/plugins/guards.ts';
import { notFound } from '#server/plugins/http-errors.ts';
import { alertEmailText } from './alert-email-text.ts';
import { recordAlerts } from './alert-groups.queries.ts';
import { notifyGrouped, type Recipient } from './alert-groups.ts';
import type { MarinaAlert } from './marina-alert.ts';
import {
  emailAlertsOf,
  insertNotifications,
  listNotifications,
  marinaAdmins,
  markAllRead,
  markRead,
  type NotificationReader,
  type NotificationRow,
  queueAlertEmails,
  setEmailAlerts,
  unreadCount,
} from './notifications.queries.ts';
import { queuePushMessages } from './push.queries.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export type { Recipient } from './alert-groups.ts';
export type { MarinaAlert } from './marina-alert.ts';

/**
 * Notifies every admin of the marina (its marina admins and its client's client-wide admins;
 * enabled users only; a super_admin only if they hold admin too, decision 0029): one notification
 * each, and one alert e-mail queued for each who has e-mail alerts on. One transaction, and
 * (user, dedupeKey) is unique: calling it again, from any instance, adds nothing. The e-mails are
 * queued whether or not this server sends e-mail; the sender takes only fresh ones
 * (alert-emails.ts). Answers how many were notified and e-mailed by this call.
 */
export async function notifyMarinaAdmins(
  db: Executor,
  alert: MarinaAlert,
): Promise<{ notified: number; emailsQueued: number }> {
  return db.transaction(async (tx) => {
    const admins = await marinaAdmins(tx, alert.clientId, alert.marinaId);
    const { groupKey } = alert;
    if (groupKey !== undefined) return notifyGrouped(tx, { ...alert, groupKey }, admins);
    return notifyRecipients(tx, alert, admins);
  });
}

/** Who may be told about a marina (see marinaAdmins): all its admins, or its own or the client's only. */
export const adminsOfMarina = (
  tx: Executor,
  marina: { clientId: number; marinaId: number },
  only?: 'marina' | 'client',
): Promise<Recipient[]> => marinaAdmins(tx, marina.clientId, marina.marinaId, only);

/**
 * Inside the caller's transaction: one notification for each recipient not yet given the alert's
 * dedupeKey, and an alert e-mail queued for each with e-mail alerts on.
 */
export async function notifyRecipients(
  tx: Executor,
  alert: MarinaAlert,
  recipients: readonly Recipient[],
): Promise<{ notified: number; emailsQueued: number }> {
  const { clientId, marinaId, kind, title, body, link, dedupeKey } = alert;
  const inserted = await insertNotifications(
    tx,
    recipients.map((admin) => ({ clientId, marinaId, userId: admin.id, kind, title, body, link, dedupeKey })),
  );
  await recordAlerts(
    tx,
    inserted.map(({ id, userId }) => ({ clientId, userId, notificationId: id, dedupeKey })),
  );
  const byUser = new Map(recipients.map((admin) => [admin.id, admin]));
  const emails = inserted.flatMap(({ id, userId }) => {
    const admin = byUser.get(userId);
    if (!admin?.emailAlerts) return [];
    const text = alertEmailText({ title, body, marina: admin.marina });
    return [{ clientId, notificationId: id, toAddress: admin.email, ...text }];
  });
  await queuePushMessages(tx, clientId, inserted);
  return { notified: inserted.length, emailsQueued: await queueAlertEmails(tx, emails) };
}

const toNotification = (row: NotificationRow): Notification => ({
  guid: row.guid,
  marinaId: row.marinaGuid,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  alertCount: row.alertCount,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * The caller as a reader of notifications (issue 30 item 8, decision 0049): every notification is
 * an admin alert about one marina, shown to its recipient only while they are still an admin of
 * that marina (by a marina's admin right, a client-wide one, or super_admin), as permissions are now.
 */
export function notificationReader(auth: AuthContext): NotificationReader {
  const { clientId, userId, permissions } = auth;
  if (seesAllMarinas(permissions)) return { clientId, userId, marinas: 'all' };
  const marinas = permissions.flatMap((p) =>
    p.permissionType === 'admin' && p.marinaId !== null ? [p.marinaId] : [],
  );
  return { clientId, userId, marinas };
}

/** GET /api/notifications: the caller's own, newest first, with their unread count. */
export async function myNotifications(
  caller: Caller,
  query: { limit?: number | undefined; before?: string | undefined },
): Promise<NotificationList> {
  const reader = notificationReader(requireAuth(caller));
  const page = { limit: query.limit ?? NOTIFICATIONS_PAGE_DEFAULT, before: query.before };
  const rows = await listNotifications(caller.db, reader, page);
  return {
    notifications: rows.map(toNotification),
    unreadCount: await unreadCount(caller.db, reader),
  };
}

/**
 * POST /api/notifications/{guid}/read: one the caller may still see (anyone else's, or one about
 * a marina they are no longer an admin of, is 404, as unknown).
 */
export async function readNotification(caller: Caller, guid: string): Promise<Notification> {
  const row = await markRead(caller.db, notificationReader(requireAuth(caller)), guid);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

/** POST /api/notifications/read-all: every one, or `upTo` (a guid of theirs) and those older. */
export async function readAllNotifications(caller: Caller, upTo?: string): Promise<{ unreadCount: number }> {
  const reader = notificationReader(requireAuth(caller));
  await markAllRead(caller.db, reader, upTo);
  return { unreadCount: await unreadCount(caller.db, reader) };
}

/** GET /api/notification-settings; `emailAvailable` is whether this server sends e-mail. */
export async function mySettings(caller: Caller, emailAvailable: boolean): Promise<NotificationSettings> {
  const auth = requireAuth(caller);
  return { emailAlerts: await emailAlertsOf(caller.db, auth.clientId, auth.userId), emailAvailable };
}

/** PUT /api/notification-settings: the caller's own switch. */
export async function updateMySettings(
  caller: Caller,
  emailAlerts: boolean,
  emailAvailable: boolean,
): Promise<NotificationSettings> {
  const auth = requireAuth(caller);
  await setEmailAlerts(caller.db, auth.clientId, auth.userId, emailAlerts);
  return mySettings(caller, emailAvailable);
}
