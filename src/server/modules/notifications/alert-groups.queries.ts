import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { alertEmails, notificationAlerts, notifications } from '#server/db/schema/index.ts';
import type { NewAlertEmail, NewNotification } from './notifications.queries.ts';

/**
 * Waits for, then holds until the transaction ends, the right to gather alerts of `groupKey`:
 * two instances raising alerts about one tour at once take turns (decision 0023's lock).
 */
export async function lockAlertGroup(tx: Executor, clientId: number, groupKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-group:${clientId}:${groupKey}`}))`);
}

/** Of these users, those already given the alert `dedupeKey`. */
export async function usersGivenAlert(tx: Executor, userIds: number[], dedupeKey: string) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ userId: notificationAlerts.userId })
    .from(notificationAlerts)
    .where(and(inArray(notificationAlerts.userId, userIds), eq(notificationAlerts.dedupeKey, dedupeKey)));
  return new Set(rows.map((row) => row.userId));
}

/** Notes that each user was given the alert `dedupeKey`, in the notification that holds it. */
export async function recordAlerts(
  tx: Executor,
  rows: { clientId: number; userId: number; notificationId: number; dedupeKey: string }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(notificationAlerts)
    .values(rows)
    .onConflictDoNothing({ target: [notificationAlerts.userId, notificationAlerts.dedupeKey] });
}

/**
 * Each user's open notification of the group, locked: unread and begun within the window (newest
 * first per user), with the state of its e-mail, also locked (a sender skips it meanwhile).
 */
export async function openGroupNotifications(
  tx: Executor,
  userIds: number[],
  groupKey: string,
  windowMinutes: number,
) {
  if (userIds.length === 0) return [];
  const open = await tx
    .select({ id: notifications.id, userId: notifications.userId, alertCount: notifications.alertCount })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
        sql`${notifications.createdAt} > now() - ${windowMinutes} * interval '1 minute'`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .for('update');
  if (open.length === 0) return [];
  const emails = await tx
    .select({
      notificationId: alertEmails.notificationId,
      attempts: alertEmails.attempts,
      sentAt: alertEmails.sentAt,
    })
    .from(alertEmails)
    .where(
      inArray(
        alertEmails.notificationId,
        open.map((row) => row.id),
      ),
    )
    .for('update');
  const emailOf = new Map(emails.map((email) => [email.notificationId, email]));
  return open.map((row) => {
    const email = emailOf.get(row.id);
    return { ...row, email: email && { taken: email.attempts > 0 || email.sentAt !== null } };
  });
}

/** The notification now holds one alert more, the latest: its texts and link are that one's. */
export async function addToNotification(
  tx: Executor,
  id: number,
  latest: Pick<NewNotification, 'kind' | 'title' | 'body' | 'link'>,
) {
  await tx
    .update(notifications)
    .set({ ...latest, alertCount: sql`${notifications.alertCount} + 1` })
    .where(eq(notifications.id, id));
}

/** Rewrites a notification's e-mail that no sender has taken yet. */
export async function rewriteHeldEmail(
  tx: Executor,
  notificationId: number,
  text: { subject: string; body: string },
) {
  await tx.update(alertEmails).set(text).where(eq(alertEmails.notificationId, notificationId));
}

/** New notifications that begin a group, with their ids. */
export async function insertGroupNotifications(
  tx: Executor,
  rows: (NewNotification & { groupKey: string })[],
) {
  if (rows.length === 0) return [];
  return tx
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** E-mails held until the group's window has passed, so that one says how many alerts it gathered. */
export async function queueHeldEmails(tx: Executor, rows: NewAlertEmail[], holdMinutes: number) {
  if (rows.length === 0) return 0;
  const nextAttemptAt = sql`now() + ${holdMinutes} * interval '1 minute'`;
  const queued = await tx
    .insert(alertEmails)
    .values(rows.map((row) => ({ ...row, nextAttemptAt })))
    .returning({ id: alertEmails.id });
  return queued.length;
}
