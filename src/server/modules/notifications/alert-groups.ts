import type { Executor } from '#server/db/connect.ts';
import { alertEmailText } from './alert-email-text.ts';
import {
  addToNotification,
  insertGroupNotifications,
  lockAlertGroup,
  openGroupNotifications,
  queueHeldEmails,
  recordAlerts,
  rewriteHeldEmail,
  usersGivenAlert,
} from './alert-groups.queries.ts';
import type { MarinaAlert } from './marina-alert.ts';
import { queuePushMessages } from './push.queries.ts';

/**
 * Alerts about one subject (a tour) for one user within this many minutes are one notification
 * that counts them, and one e-mail, held until the window has passed (decision 0052).
 */
export const ALERT_GROUP_WINDOW_MINUTES = 10;

export interface Recipient {
  id: number;
  email: string;
  emailAlerts: boolean;
  marina: string;
}

/** The e-mail of a notification that holds `count` alerts; the text is the latest one's. */
export function groupEmailText(alert: { title: string; body: string; marina: string }, count: number) {
  const text = alertEmailText(alert);
  if (count === 1) return text;
  return {
    subject: `${text.subject} (${count} alerts)`,
    body: `${count} alerts about this within ${ALERT_GROUP_WINDOW_MINUTES} minutes; this is the latest:\n\n${text.body}`,
  };
}

/**
 * notifyMarinaAdmins for an alert with a groupKey, inside its transaction. Under the group's lock:
 * each admin not yet given this alert either has an open notification of the group (unread, begun
 * within the window, its e-mail not taken by a sender) that counts one more and now reads as this
 * alert, with its held e-mail rewritten to say how many; or gets a new one whose e-mail is held
 * for the window. Nothing is kept in memory: another instance, or this one after a restart, finds
 * the same open notification in the database.
 */
export async function notifyGrouped(
  tx: Executor,
  alert: MarinaAlert & { groupKey: string },
  admins: Recipient[],
): Promise<{ notified: number; emailsQueued: number }> {
  const { clientId, marinaId, kind, title, body, link, dedupeKey, groupKey } = alert;
  await lockAlertGroup(tx, clientId, groupKey);
  const given = await usersGivenAlert(
    tx,
    admins.map((admin) => admin.id),
    dedupeKey,
  );
  const fresh = admins.filter((admin) => !given.has(admin.id));
  const open = await openGroupNotifications(
    tx,
    fresh.map((admin) => admin.id),
    groupKey,
    ALERT_GROUP_WINDOW_MINUTES,
  );
  const held = new Map<number, number>();
  const starting: Recipient[] = [];
  for (const admin of fresh) {
    // Joinable: its e-mail is still held, or it has none and the admin wants none.
    const joinable = open.find(
      (row) => row.userId === admin.id && (row.email ? !row.email.taken : !admin.emailAlerts),
    );
    if (!joinable) {
      starting.push(admin);
      continue;
    }
    await addToNotification(tx, joinable.id, { kind, title, body, link });
    if (joinable.email) {
      const text = groupEmailText({ title, body, marina: admin.marina }, joinable.alertCount + 1);
      await rewriteHeldEmail(tx, joinable.id, text);
    }
    held.set(admin.id, joinable.id);
  }
  const started = await insertGroupNotifications(
    tx,
    starting.map((admin) => ({
      clientId,
      marinaId,
      userId: admin.id,
      kind,
      title,
      body,
      link,
      dedupeKey,
      groupKey,
    })),
  );
  for (const row of started) held.set(row.userId, row.id);
  // A phone rings for the group's first alert; the ones it gathers then wait on the bell.
  await queuePushMessages(tx, clientId, started);
  const emails = starting.flatMap((admin) => {
    const notificationId = held.get(admin.id);
    if (!admin.emailAlerts || notificationId === undefined) return [];
    const text = groupEmailText({ title, body, marina: admin.marina }, 1);
    return [{ clientId, notificationId, toAddress: admin.email, ...text }];
  });
  const emailsQueued = await queueHeldEmails(tx, emails, ALERT_GROUP_WINDOW_MINUTES);
  await recordAlerts(
    tx,
    [...held].map(([userId, notificationId]) => ({ clientId, userId, notificationId, dedupeKey })),
  );
  return { notified: fresh.length, emailsQueued };
}
