import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';

export interface NewPushSubscription {
  clientId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a browser's subscription for the user: a new one, or the same browser's again (its keys
 * may be new, and a colleague signed in on the same phone takes it over). `created` says which.
 */
export async function upsertSubscription(db: Executor, row: NewPushSubscription) {
  const [kept] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [pushSubscriptions.clientId, pushSubscriptions.endpoint],
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
    })
    .returning({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      created: sql<boolean>`xmax = 0`,
    });
  return kept!;
}

/** Drops the user's subscriptions past the newest `keep` (a user has a few phones, not dozens). */
export async function trimSubscriptions(db: Executor, clientId: number, userId: number, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.clientId, clientId), eq(pushSubscriptions.userId, userId)))
    .orderBy(sql`${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc`)
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.clientId, clientId),
        eq(pushSubscriptions.userId, userId),
        notInArray(pushSubscriptions.id, newest),
      ),
    );
}

/** Forgets one of the user's subscriptions; answers whether there was one. */
export async function deleteSubscription(
  db: Executor,
  owner: { clientId: number; userId: number },
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.clientId, owner.clientId),
        eq(pushSubscriptions.userId, owner.userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** One push message per new notification and each subscription of its recipient. */
export async function queuePushMessages(
  db: Executor,
  clientId: number,
  notifications: readonly { id: number; userId: number }[],
): Promise<number> {
  if (notifications.length === 0) return 0;
  const subscriptions = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.clientId, clientId),
        inArray(pushSubscriptions.userId, [...new Set(notifications.map((n) => n.userId))]),
      ),
    )
    .orderBy(asc(pushSubscriptions.id));
  const rows = notifications.flatMap((n) =>
    subscriptions
      .filter((s) => s.userId === n.userId)
      .map((s) => ({ clientId, subscriptionId: s.id, notificationId: n.id })),
  );
  if (rows.length === 0) return 0;
  const queued = await db
    .insert(pushMessages)
    .values(rows)
    .onConflictDoNothing({ target: [pushMessages.subscriptionId, pushMessages.notificationId] })
    .returning({ id: pushMessages.id });
  return queued.length;
}
