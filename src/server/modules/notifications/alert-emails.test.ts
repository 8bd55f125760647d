import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connect.ts';
import { alertEmails, notifications, users } from '#server/db/schema/index.ts';
import { addClientAdmin } from '#server/test/backend-factories.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { ALERT_EMAIL_MAX_ATTEMPTS, type MailSender, sendAlertEmails, smtpSender } from './alert-emails.ts';
import { notifyMarinaAdmins } from './notifications.service.ts';

const FROM = 'Dockwatch Alerts <alerts@dockwatch.test>';
let t: TestApp;
/** A second connection to the same database: the other app instance (PGlite has one). */
let second: Database | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let senders: MailSender[];
let tenant: TestTenant;
let clientAdmin: TestUser;
const db = () => t.database.db;
const db2 = () => second?.db ?? db();

beforeAll(async () => {
  smtp = await startSmtpTestServer({ delayMs: 20 });
  t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: FROM } });
  if (process.env.TEST_DATABASE_URL) second = await openTestDatabase();
  senders = [
    smtpSender({ smtpUrl: smtp.url, from: FROM, publicUrl: 'https://dockwatch.example.com/app' }),
    smtpSender({ smtpUrl: smtp.url, from: FROM }),
  ];
  tenant = await createTenant(db());
  clientAdmin = await addClientAdmin(db(), tenant);
});
afterAll(async () => {
  for (const sender of senders) sender.close();
  await second?.close();
  await t.close();
  await smtp.close();
});

/** Raises an alert for marina 0 whose title is unique to this run; answers the title. */
const raise = async (name: string) => {
  const title = `${name} ${randomUUID().slice(0, 8)}`;
  await notifyMarinaAdmins(db(), {
    clientId: tenant.clientId,
    marinaId: tenant.marinas[0]!.id,
    kind: 'tour-missed',
    title,
    body: `${title}: no checkpoint was scanned.`,
    link: '/tours',
    dedupeKey: `test:${randomUUID()}`,
  });
  return title;
};

/**
 * Runs the sender over this client's e-mails until nothing is due (a shared test database holds
 * other files' e-mails too: theirs to send); answers the runs' totals.
 */
const drain = async (sender: MailSender, options?: Parameters<typeof sendAlertEmails>[2], on = db()) => {
  const total = { sent: 0, failed: 0 };
  for (let i = 0; i < 20; i++) {
    const run = await sendAlertEmails(on, sender, { clientId: tenant.clientId, ...options });
    total.sent += run.sent;
    total.failed += run.failed;
    if (run.sent + run.failed === 0) break;
  }
  return total;
};

const outboxOf = (title: string) =>
  db()
    .select({
      to: alertEmails.toAddress,
      attempts: alertEmails.attempts,
      sentAt: alertEmails.sentAt,
      lastError: alertEmails.lastError,
    })
    .from(alertEmails)
    .innerJoin(notifications, eq(notifications.id, alertEmails.notificationId))
    .where(eq(notifications.title, title));

const deliveredTitled = (title: string) =>
  smtp.received.filter((mail) => mail.subject === `[Dockwatch] ${title}`);

describe('alert e-mail through a real SMTP server', () => {
  it('arrives once, from MAIL_FROM to each admin, with the alert as subject; sent_at is set', async () => {
    const title = await raise('Night round missed');
    await drain(senders[0]!);
    expect(await sendAlertEmails(db(), senders[0]!, { clientId: tenant.clientId })).toEqual({
      sent: 0,
      failed: 0,
    });
    const mails = deliveredTitled(title);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([tenant.admin.email, clientAdmin.email].sort());
    for (const mail of mails) {
      expect(mail.from).toBe('Dockwatch Alerts <alerts@dockwatch.test>');
      expect(mail.to).toBe(mail.envelopeTo[0]);
      expect(mail.text).toContain(`${title}: no checkpoint was scanned.`);
      // The notification's link, as an address under PUBLIC_URL, above the footer.
      expect(mail.text).toContain(
        `Marina: ${tenant.marinas[0]!.name}\nIn Dockwatch: https://dockwatch.example.com/app/tours\n\n--\n`,
      );
    }
    const outbox = await outboxOf(title);
    expect(outbox.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('carries no link without PUBLIC_URL (a bare path is no use in a mail client)', async () => {
    const title = await raise('Gate round missed');
    await drain(senders[1]!);
    const mails = deliveredTitled(title);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).not.toContain('In Dockwatch');
  });

  it('is delivered once when two senders (two instances) run at the same time', async () => {
    const titles: string[] = [];
    for (let i = 0; i < 6; i++) titles.push(await raise(`Dawn round ${i} missed`));
    const [a, b] = await Promise.all([drain(senders[0]!), drain(senders[1]!, {}, db2())]);
    // Both took part: the row claims split the work, they did not repeat it.
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(12);
    expect(a.failed + b.failed).toBe(0);
    for (const title of titles) {
      const mails = deliveredTitled(title);
      expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(
        [tenant.admin.email, clientAdmin.email].sort(),
      );
    }
  });

  it('is retried after the server refused it, delivered once, and given up after the last attempt', async () => {
    smtp.control.refuse = true;
    const harbour = await raise('Harbour round incomplete');
    await drain(senders[0]!);
    const refused = await outboxOf(harbour);
    expect(refused).toHaveLength(2);
    expect(refused.every((row) => row.sentAt === null && row.attempts === 1)).toBe(true);
    expect(refused[0]!.lastError).toMatch(/451/);
    // The back-off: nothing of it is due on the next run.
    smtp.control.refuse = false;
    await drain(senders[0]!);
    expect(deliveredTitled(harbour)).toHaveLength(0);
    // A minute later it is.
    await db()
      .update(alertEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(inArray(alertEmails.toAddress, [tenant.admin.email, clientAdmin.email]));
    await drain(senders[0]!);
    expect(deliveredTitled(harbour)).toHaveLength(2);
    const sent = await outboxOf(harbour);
    expect(sent.every((row) => row.sentAt !== null && row.lastError === null && row.attempts === 2)).toBe(
      true,
    );

    smtp.control.refuse = true;
    const pier = await raise('Pier round incomplete');
    // Each run tries it once; with no back-off the runs go on until its attempts are spent.
    await drain(senders[0]!, { retryDelay: () => 0 });
    smtp.control.refuse = false;
    await drain(senders[0]!, { retryDelay: () => 0 });
    expect(deliveredTitled(pier)).toHaveLength(0);
    const given = await outboxOf(pier);
    expect(given.every((row) => row.attempts === ALERT_EMAIL_MAX_ATTEMPTS && row.sentAt === null)).toBe(true);
    expect(given[0]!.lastError).toMatch(/451/);
  });

  it('sends none to an admin who turned e-mail alerts off', async () => {
    await db().update(users).set({ emailAlerts: false }).where(eq(users.id, clientAdmin.id));
    const gate = await raise('Gate round missed');
    await drain(senders[0]!);
    expect(deliveredTitled(gate).map((m) => m.envelopeTo[0])).toEqual([tenant.admin.email]);
    const notified = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, gate));
    expect(notified).toHaveLength(2);
  });
});
