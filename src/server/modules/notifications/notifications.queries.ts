import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { alertEmails, marinas, notifications, permissions, users } from '#server/db/schema/index.ts';

const notificationColumns = {
  guid: notifications.guid,
  marinaGuid: marinas.guid,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  alertCount: notifications.alertCount,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export interface NotificationRow {
  guid: string;
  marinaGuid: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  alertCount: number;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * Whose notifications, and about which marinas they may still be shown (issue 30 item 8): 'all'
 * for an admin of every marina of the client, else the marinas the reader is an admin of now.
 */
export interface NotificationReader {
  clientId: number;
  userId: number;
  marinas: readonly number[] | 'all';
}

const ofUser = ({ clientId, userId, marinas }: NotificationReader) =>
  and(
    eq(notifications.clientId, clientId),
    eq(notifications.userId, userId),
    marinas === 'all'
      ? undefined
      : marinas.length > 0
        ? inArray(notifications.marinaId, [...marinas])
        : sql`false`,
  );

/**
 * A page of the user's notifications, newest first; with `before` (a guid of theirs), those after
 * it in that order (an unknown guid gives an empty page).
 */
export async function listNotifications(
  db: Executor,
  reader: NotificationReader,
  page: { limit: number; before?: string | undefined },
): Promise<NotificationRow[]> {
  return db
    .select(notificationColumns)
    .from(notifications)
    .innerJoin(marinas, eq(marinas.id, notifications.marinaId))
    .where(and(ofUser(reader), page.before ? olderThan('<', reader.userId, page.before) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
}

/**
 * Notifications before (`<`) or up to (`<=`) the user's notification `guid` in newest-first order;
 * none when the guid is not one of theirs.
 */
const olderThan = (op: '<' | '<=', userId: number, guid: string) =>
  sql`(${notifications.createdAt}, ${notifications.id}) ${sql.raw(op)} (select n.created_at, n.id from notifications n where n.guid = ${guid} and n.user_id = ${userId})`;

export async function unreadCount(db: Executor, reader: NotificationReader): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ofUser(reader), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one notification of the user read (keeps the first time); undefined when it is not theirs. */
export async function markRead(
  db: Executor,
  reader: NotificationReader,
  guid: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ofUser(reader), eq(notifications.guid, guid)))
    .returning({ id: notifications.id });
  if (!row) return undefined;
  const [found] = await db
    .select(notificationColumns)
    .from(notifications)
    .innerJoin(marinas, eq(marinas.id, notifications.marinaId))
    .where(eq(notifications.id, row.id));
  return found;
}

/** Marks the user's unread notifications read: all, or `upTo` (a guid of theirs) and older ones. */
export async function markAllRead(
  db: Executor,
  reader: NotificationReader,
  upTo?: string | undefined,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        ofUser(reader),
        isNull(notifications.readAt),
        upTo ? olderThan('<=', reader.userId, upTo) : undefined,
      ),
    );
}

export async function emailAlertsOf(db: Executor, clientId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ emailAlerts: users.emailAlerts })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return row?.emailAlerts ?? false;
}

export async function setEmailAlerts(db: Executor, clientId: number, userId: number, on: boolean) {
  await db
    .update(users)
    .set({ emailAlerts: on })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}

/**
 * Who is alerted about a marina: enabled users of its client holding `admin` for that marina or
 * for the whole client (decision 0029: a super_admin is not, unless they hold admin too); `only`
 * narrows it to the marina's own admins or to the client-wide ones (a safety ladder's tiers).
 */
export async function marinaAdmins(
  db: Executor,
  clientId: number,
  marinaId: number,
  only?: 'marina' | 'client',
) {
  const held =
    only === 'marina'
      ? eq(permissions.marinaId, marinaId)
      : only === 'client'
        ? isNull(permissions.marinaId)
        : or(isNull(permissions.marinaId), eq(permissions.marinaId, marinaId));
  return db
    .selectDistinct({
      id: users.id,
      email: users.email,
      emailAlerts: users.emailAlerts,
      marina: marinas.name,
    })
    .from(users)
    .innerJoin(permissions, eq(permissions.userId, users.id))
    .innerJoin(marinas, and(eq(marinas.id, marinaId), eq(marinas.clientId, clientId)))
    .where(
      and(
        eq(users.clientId, clientId),
        isNull(users.disabledAt),
        eq(permissions.permissionType, 'admin'),
        held,
      ),
    );
}

export interface NewNotification {
  clientId: number;
  marinaId: number;
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string;
}

/** The new ones only: a (user, dedupe key) already stored is skipped. */
export async function insertNotifications(db: Executor, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId });
}

export interface NewAlertEmail {
  clientId: number;
  notificationId: number;
  toAddress: string;
  subject: string;
  body: string;
}

export async function queueAlertEmails(db: Executor, rows: NewAlertEmail[]): Promise<number> {
  if (rows.length === 0) return 0;
  const queued = await db
    .insert(alertEmails)
    .values(rows)
    .onConflictDoNothing({ target: alertEmails.notificationId })
    .returning({ id: alertEmails.id });
  return queued.length;
}
