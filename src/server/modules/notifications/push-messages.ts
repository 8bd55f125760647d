import type { Agent } from 'node:https';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { PUSH_LIMITS, type PushPayload } from '#core/notifications/push.schema.ts';
import type { PushConfig } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';
import type { ScheduledJob } from '#server/jobs/scheduled-jobs.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';

/**
 * Sending the push outbox (issue 33), as the e-mail one is sent (alert-emails.ts): each message
 * claimed alone over a `FOR UPDATE SKIP LOCKED` pick that leases it, so two instances never send
 * the same one and one that dies mid-send leaves it to be taken when the lease ends. A 404 or 410
 * from the push service means the browser dropped the subscription: it is forgotten, with its
 * messages. Only allowed push services are sent to (push-endpoint.ts), checked again here in case
 * PUSH_ALLOWED_ORIGINS changed since the subscription was kept.
 */

/** Longer than one push request may take with the timeout below. */
const LEASE_MS = 2 * 60_000;
const TIMEOUT_MS = 30_000;

/** 10, 20, 40, 80 s after the 1st, 2nd, 3rd, 4th failure: an alarm cannot wait minutes. */
export const pushRetryDelayMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * 10_000;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What sends one push message: resolves once the push service accepted it. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<void>;
}

/**
 * Web Push with VAPID through the `web-push` library (aes128gcm; high urgency; kept an hour). A
 * self-hosted push service with its own certificate is trusted through NODE_EXTRA_CA_CERTS; a test
 * in the server's own process, which cannot set that, passes an `agent` holding the certificate.
 */
export function webPushSender(push: PushConfig, options: { agent?: Agent } = {}): PushSender {
  return {
    send: async (target, payload) => {
      await webpush.sendNotification(target, payload, {
        vapidDetails: push.vapid,
        TTL: PUSH_LIMITS.maxAgeMinutes * 60,
        urgency: 'high',
        timeout: TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      });
    },
  };
}

interface Claimed {
  id: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  attempts: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  notification_guid: string;
}

async function claimOne(db: Db, tried: readonly number[], clientId?: number): Promise<Claimed | undefined> {
  const ofClient = clientId === undefined ? sql`` : sql`and m.client_id = ${clientId}`;
  const notTried = tried.length
    ? sql`and m.id not in (${sql.join(
        tried.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    with claimed as (
      update ${pushMessages}
      set attempts = attempts + 1, next_attempt_at = now() + ${LEASE_MS} * interval '1 millisecond'
      where id = (
        select m.id from ${pushMessages} m
        where m.sent_at is null and m.next_attempt_at <= now()
          and m.attempts < ${PUSH_LIMITS.attempts}
          and m.created_at > now() - ${PUSH_LIMITS.maxAgeMinutes} * interval '1 minute'
          ${notTried}
          ${ofClient}
        order by m.next_attempt_at, m.id
        limit 1
        for update skip locked
      )
      returning id, subscription_id, notification_id, attempts
    )
    select c.id, c.subscription_id, c.attempts, s.endpoint, s.p256dh, s.auth,
      n.kind, n.title, n.body, n.link, n.guid as notification_guid
    from claimed c
    join push_subscriptions s on s.id = c.subscription_id
    join notifications n on n.id = c.notification_id`);
  return (result as unknown as { rows: Claimed[] }).rows[0];
}

const ALERT_LINK = /^\/alerts\/([0-9a-f-]{36})$/;

/**
 * What the phone shows: the notification's text and link; a safety alert's steps share one tag
 * (a later tier's message replaces the earlier one) and carry the alert, for Acknowledge.
 */
export function pushPayload(
  message: Pick<Claimed, 'kind' | 'title' | 'body' | 'link' | 'notification_guid'>,
) {
  const alertGuid = message.kind.startsWith('safety-')
    ? (message.link?.match(ALERT_LINK)?.[1] ?? null)
    : null;
  const body =
    message.body.length > PUSH_LIMITS.bodyLength
      ? `${message.body.slice(0, PUSH_LIMITS.bodyLength - 1)}…`
      : message.body;
  const payload: PushPayload = {
    title: message.title,
    body,
    link: message.link,
    tag: alertGuid ? `safety-alert:${alertGuid}` : `notification:${message.notification_guid}`,
    alertGuid,
  };
  return payload;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
    ? error.statusCode
    : undefined;

/**
 * Sends the due push messages one by one; answers how many were sent, how many failed (kept with
 * their error and retried while attempts remain) and how many subscriptions were gone. With
 * `clientId`, that client's only (a test sharing its database); the job sends every client's.
 */
export async function sendPushMessages(
  db: Db,
  sender: PushSender,
  push: Pick<PushConfig, 'allowedOrigins'>,
  options: { clientId?: number } = {},
): Promise<{ sent: number; failed: number; gone: number }> {
  const counts = { sent: 0, failed: 0, gone: 0 };
  const tried: number[] = [];
  for (let i = 0; i < PUSH_LIMITS.perRun; i++) {
    const message = await claimOne(db, tried, options.clientId);
    if (!message) break;
    tried.push(message.id);
    if (!isAllowedPushEndpoint(message.endpoint, push.allowedOrigins)) {
      counts.failed++;
      await db
        .update(pushMessages)
        .set({ attempts: PUSH_LIMITS.attempts, lastError: 'not an allowed push service' })
        .where(eq(pushMessages.id, message.id));
      continue;
    }
    try {
      const target = { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } };
      await sender.send(target, JSON.stringify(pushPayload(message)));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 410) {
        counts.gone++;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, message.subscription_id));
        continue;
      }
      counts.failed++;
      const reason = status ? `${status} ${String((error as Error).message)}` : String(error);
      await db
        .update(pushMessages)
        .set({
          lastError: reason.slice(0, 2000),
          nextAttemptAt: sql`now() + ${pushRetryDelayMs(message.attempts)} * interval '1 millisecond'`,
        })
        .where(eq(pushMessages.id, message.id));
      continue;
    }
    counts.sent++;
    await db
      .update(pushMessages)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(pushMessages.id, message.id));
  }
  return counts;
}

export const SEND_PUSH_MESSAGES = 'send-push-messages';

/** The background job: every 5 s, beside the escalation it carries to the phones. */
export const sendPushMessagesJob = (sender: PushSender, push: PushConfig): ScheduledJob => ({
  name: SEND_PUSH_MESSAGES,
  everyMs: 5_000,
  run: (db) => sendPushMessages(db, sender, push),
});
