/**
 * One guard cannot flood the admins (issue 30 item 7, decision 0052): alerts about one tour for
 * one admin within 10 minutes become one notification and one e-mail that count them, with two
 * app instances on one database as with one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import type { Database } from '#server/db/connect.ts';
import { alertEmails, notifications, permissions } from '#server/db/schema/index.ts';
import { addClientAdmin, addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTourRow } from '#server/test/tour-factories.ts';
import { type MailSender, sendAlertEmails, smtpSender } from './alert-emails.ts';
import { notifyMarinaAdmins } from './notifications.service.ts';

const FROM = 'Dockwatch Alerts <alerts@dockwatch.test>';
let t: TestApp;
/** A second connection to the same database: the other app instance (PGlite has one). */
let second: Database | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let sender: MailSender;
let tenant: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;
let gateId: number;
const db = () => t.database.db;
const db2 = () => second?.db ?? db();
const m0 = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: FROM } });
  if (process.env.TEST_DATABASE_URL) second = await openTestDatabase();
  sender = smtpSender({ smtpUrl: smtp.url, from: FROM });
  inject = injectFor(t.app);
  tenant = await createTenant(db(), 'Alert groups');
  clientAdmin = await addClientAdmin(db(), tenant);
  const type = await createLocationType(db(), tenant.clientId, 'Post');
  gateId = (await createLocation(db(), m0(), { name: 'Gate', typeId: type.id })).id;
});
afterAll(async () => {
  sender.close();
  await second?.close();
  await t.close();
  await smtp.close();
});

const admins = () => [tenant.admin, clientAdmin];
const newTour = (name: string) => createTourRow(db(), m0(), { name, locationIds: [gateId] });

async function newGuard(): Promise<TestUser> {
  const guard = await addTestUser(db(), tenant.clientId, 'guard');
  await db()
    .insert(permissions)
    .values({ ...m0(), userId: guard.id, permissionType: 'marina_access' });
  return guard;
}

/** The user's notifications (notificationsApi.list) whose title names the tour. */
async function bellOf(user: TestUser, tourName: string) {
  const answer = await inject(notificationsApi.list, {}, { as: user });
  expect(answer.statusCode).toBe(200);
  const list = answer.json().notifications as { guid: string; title: string; alertCount: number }[];
  return list.filter((n) => n.title.startsWith(tourName));
}

/** Sends this client's due e-mails until none is (a shared test database holds other files' e-mails too). */
const drain = async () => {
  for (let i = 0; i < 20; i++)
    if ((await sendAlertEmails(db(), sender, { clientId: tenant.clientId })).sent === 0) return;
};

/** The window passes for the tour's notifications: they and their held e-mails move back 10 minutes. */
async function windowPasses(tourName: string) {
  const ids = (
    await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(eq(notifications.clientId, tenant.clientId), sql`${notifications.title} like ${`${tourName}%`}`),
      )
  ).map((row) => row.id);
  if (ids.length === 0) return;
  const back = sql`interval '10 minutes 1 second'`;
  await db()
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - ${back}` })
    .where(inArray(notifications.id, ids));
  await db()
    .update(alertEmails)
    .set({ nextAttemptAt: sql`${alertEmails.nextAttemptAt} - ${back}` })
    .where(and(inArray(alertEmails.notificationId, ids), sql`${alertEmails.sentAt} is null`));
}

const mailsAbout = (tourName: string, to: string) =>
  smtp.to(to).filter((mail) => mail.subject.startsWith(`[Dockwatch] ${tourName}`));

/** An alert about the tour, as run-alerts raises them, from the given instance. */
const raise = (on: typeof db, tour: { guid: string }, title: string) =>
  notifyMarinaAdmins(on(), {
    ...m0(),
    kind: 'tour-run-missed',
    title,
    body: 'The round ended with 1 checkpoint missed: Gate.',
    link: `/tour-runs/${randomUUID()}`,
    dedupeKey: `tour-run:${randomUUID()}:missed`,
    groupKey: `tour:${tour.guid}`,
  });

describe('alerts about one tour within 10 minutes', () => {
  it('30 runs started and finished at once: each admin gets one notification and one e-mail that count them', async () => {
    const name = `Night ${randomUUID().slice(0, 6)}`;
    const tour = await newTour(name);
    // Three guards, ten runs each (a guard may start no more in 10 minutes).
    for (const guard of [await newGuard(), await newGuard(), await newGuard()]) {
      for (let i = 0; i < 10; i++) {
        const guid = randomUUID();
        const started = await inject(
          tourRunsApi.start,
          { params: { guid: tour.guid }, body: { guid } },
          { as: guard },
        );
        expect(started.statusCode).toBe(201);
        const finished = await inject(tourRunsApi.finish, { params: { guid } }, { as: guard });
        expect(finished.json().status).toMatch(/^(missed|incomplete)$/);
      }
    }
    for (const admin of admins()) {
      const bell = await bellOf(admin, name);
      expect(bell).toHaveLength(1);
      expect(bell[0]!.alertCount).toBe(30);
    }
    // The e-mail is held while the window is open: the sender sends none of it yet.
    await drain();
    for (const admin of admins()) expect(mailsAbout(name, admin.email)).toHaveLength(0);
    await windowPasses(name);
    await drain();
    for (const admin of admins()) {
      const mails = mailsAbout(name, admin.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/ \(30 alerts\)$/);
      expect(mails[0]!.text).toContain('30 alerts about this within 10 minutes; this is the latest:');
    }
  });

  it('two instances raising alerts at once still make one notification and one e-mail each', async () => {
    const name = `Dawn ${randomUUID().slice(0, 6)}`;
    const tour = await newTour(name);
    await Promise.all(Array.from({ length: 16 }, (_, i) => raise(i % 2 ? db2 : db, tour, `${name} missed`)));
    for (const admin of admins()) {
      const bell = await bellOf(admin, name);
      expect(bell.map((n) => n.alertCount)).toEqual([16]);
    }
    await windowPasses(name);
    await Promise.all([drain(), sendAlertEmails(db2(), sender, { clientId: tenant.clientId })]);
    for (const admin of admins()) expect(mailsAbout(name, admin.email)).toHaveLength(1);
  });

  it('counts an alert raised twice once', async () => {
    const name = `Pier ${randomUUID().slice(0, 6)}`;
    const tour = await newTour(name);
    const alert = {
      ...m0(),
      kind: 'tour-run-missed',
      title: `${name} missed`,
      body: '',
      link: null,
      dedupeKey: `tour-run:${randomUUID()}:missed`,
      groupKey: `tour:${tour.guid}`,
    };
    await notifyMarinaAdmins(db(), alert);
    expect(await notifyMarinaAdmins(db2(), alert)).toEqual({ notified: 0, emailsQueued: 0 });
    await raise(db, tour, `${name} missed`);
    expect((await bellOf(tenant.admin, name)).map((n) => n.alertCount)).toEqual([2]);
  });

  it('starts a new notification once the window has passed, once it was read, or once its e-mail went', async () => {
    const name = `Gate ${randomUUID().slice(0, 6)}`;
    const tour = await newTour(name);
    await raise(db, tour, `${name} missed`);
    await raise(db, tour, `${name} missed`);
    await windowPasses(name);
    await raise(db, tour, `${name} missed`);
    expect((await bellOf(tenant.admin, name)).map((n) => n.alertCount)).toEqual([1, 2]);

    // Read: the next alert is news, not a count on something already seen.
    const [latest] = await bellOf(tenant.admin, name);
    await inject(notificationsApi.read, { params: { guid: latest!.guid } }, { as: tenant.admin });
    await raise(db, tour, `${name} missed`);
    expect((await bellOf(tenant.admin, name)).map((n) => n.alertCount)).toEqual([1, 1, 2]);

    // Its e-mail was taken by a sender (here: it came due early): a later alert is not lost in it.
    await db()
      .update(alertEmails)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(alertEmails.toAddress, clientAdmin.email), sql`${alertEmails.sentAt} is null`));
    await drain();
    const sent = mailsAbout(name, clientAdmin.email).length;
    await raise(db, tour, `${name} missed`);
    const bell = await bellOf(clientAdmin, name);
    expect(bell[0]!.alertCount).toBe(1);
    await windowPasses(name);
    await drain();
    expect(mailsAbout(name, clientAdmin.email)).toHaveLength(sent + 1);
  });
});
