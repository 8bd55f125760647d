import { eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailConfig } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { alertEmails } from '#server/db/schema/index.ts';
import type { ScheduledJob } from '#server/jobs/scheduled-jobs.ts';
import { withLink } from './alert-email-text.ts';

/**
 * Sending the alert e-mail outbox (decision 0029). Each e-mail is claimed alone by one UPDATE
 * over a `FOR UPDATE SKIP LOCKED` pick, which also moves its next_attempt_at a lease ahead: two
 * senders (two app instances) never take the same e-mail, and one that dies mid-send leaves it to
 * be taken again when the lease ends. sent_at is set only after the SMTP server accepted it.
 */

/** Attempts per e-mail; after the last failure it stays unsent with its error. */
export const ALERT_EMAIL_MAX_ATTEMPTS = 5;
/** E-mails older than this are not sent any more (queued while e-mail was off, or long failing). */
export const ALERT_EMAIL_MAX_AGE_HOURS = 24;
/** Longer than one SMTP exchange may take with the timeouts below. */
const LEASE_MS = 5 * 60_000;
/** Most e-mails one run sends; the rest wait for the next run. */
const PER_RUN = 100;

/** 1, 2, 4, 8 minutes after the 1st, 2nd, 3rd, 4th failure. */
export const retryDelayMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * 60_000;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What sends one e-mail: resolves once the server accepted it, rejects with its reason. */
export interface MailSender {
  from: string;
  /** Where people open Dockwatch: a notification's link goes out as an address under it. */
  publicUrl?: string | undefined;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, to SMTP_URL, from MAIL_FROM. */
export function smtpSender(config: MailConfig): MailSender {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    from: config.from,
    publicUrl: config.publicUrl,
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
  /** The notification's link (a path in the app), or null. */
  link: string | null;
}

/**
 * Takes one due e-mail for this sender (or none), counting the attempt and leasing it; never one
 * this run already tried (a failure is retried by a later run, after its back-off).
 */
async function claimOne(db: Db, tried: readonly number[], clientId?: number): Promise<Claimed | undefined> {
  const ofClient = clientId === undefined ? sql`` : sql`and client_id = ${clientId}`;
  const notTried = tried.length
    ? sql`and id not in (${sql.join(
        tried.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${alertEmails}
    set attempts = attempts + 1, next_attempt_at = now() + ${LEASE_MS} * interval '1 millisecond'
    where id = (
      select id from ${alertEmails}
      where sent_at is null and next_attempt_at <= now()
        and attempts < ${ALERT_EMAIL_MAX_ATTEMPTS}
        and created_at > now() - ${ALERT_EMAIL_MAX_AGE_HOURS} * interval '1 hour'
        ${notTried}
        ${ofClient}
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning id, to_address, subject, body, attempts,
      (select link from notifications where notifications.id = ${alertEmails}.notification_id) as link`);
  return (result as unknown as { rows: Claimed[] }).rows[0];
}

/**
 * Sends the due alert e-mails one by one; answers how many were sent and how many failed (each
 * failure is kept in last_error and retried after retryDelay while attempts remain). With
 * `clientId`, that client's e-mails only (a test sharing its database with other files); the job
 * sends every client's.
 */
export async function sendAlertEmails(
  db: Db,
  sender: MailSender,
  options: { retryDelay?: (attempts: number) => number; clientId?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const retryDelay = options.retryDelay ?? retryDelayMs;
  let sent = 0;
  let failed = 0;
  const tried: number[] = [];
  for (let i = 0; i < PER_RUN; i++) {
    const mail = await claimOne(db, tried, options.clientId);
    if (!mail) break;
    tried.push(mail.id);
    try {
      const text = withLink(mail.body, mail.link, sender.publicUrl);
      await sender.send({ from: sender.from, to: mail.to_address, subject: mail.subject, text });
    } catch (error) {
      failed++;
      await db
        .update(alertEmails)
        .set({
          lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
          nextAttemptAt: sql`now() + ${retryDelay(mail.attempts)} * interval '1 millisecond'`,
        })
        .where(eq(alertEmails.id, mail.id));
      continue;
    }
    sent++;
    await db
      .update(alertEmails)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(alertEmails.id, mail.id));
  }
  return { sent, failed };
}

/** The unsent alert e-mails: due now, waiting (a retry's back-off or a sender's lease), given up. */
export interface AlertEmailBacklog {
  due: number;
  waiting: number;
  givenUp: number;
}

/**
 * The outbox's backlog for GET /metrics, in the same terms claimOne picks by: one count over the
 * unsent rows (the partial index alert_emails_pending_idx), across every client.
 */
export async function alertEmailBacklog(db: Db): Promise<AlertEmailBacklog> {
  const sendable = sql`${alertEmails.attempts} < ${ALERT_EMAIL_MAX_ATTEMPTS}
    and ${alertEmails.createdAt} > now() - ${ALERT_EMAIL_MAX_AGE_HOURS} * interval '1 hour'`;
  const [row] = await db
    .select({
      due: sql<number>`(count(*) filter (where ${sendable} and ${alertEmails.nextAttemptAt} <= now()))::int`,
      waiting: sql<number>`(count(*) filter (where ${sendable} and ${alertEmails.nextAttemptAt} > now()))::int`,
      givenUp: sql<number>`(count(*) filter (where not (${sendable})))::int`,
    })
    .from(alertEmails)
    .where(isNull(alertEmails.sentAt));
  return row ?? { due: 0, waiting: 0, givenUp: 0 };
}

/** The background job: every 15 s across all instances (the row claims keep each e-mail to one). */
export const sendAlertEmailsJob = (sender: MailSender): ScheduledJob => ({
  name: 'send-alert-emails',
  everyMs: 15_000,
  run: (db) => sendAlertEmails(db, sender),
});
