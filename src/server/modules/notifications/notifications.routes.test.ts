import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { alertEmails, notifications, permissions, users } from '#server/db/schema/index.ts';
import { addClientAdmin, addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { phoneSubscription } from '#server/test/push-service.ts';
import { OWN_ADMIN } from '#server/test/route-matrix.ts';
import { type MarinaAlert, notifyMarinaAdmins } from './notifications.service.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let admin1: TestUser;
let disabledAdmin: TestUser;
let inject: Inject;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db());
  other = await createTenant(db(), 'Other');
  clientAdmin = await addClientAdmin(db(), tenant);
  // An admin of marina 1 only, and a disabled admin of marina 0.
  admin1 = await addTestUser(db(), tenant.clientId, 'admin-m1');
  disabledAdmin = await addTestUser(db(), tenant.clientId, 'admin-gone');
  await db()
    .insert(permissions)
    .values([
      {
        clientId: tenant.clientId,
        userId: admin1.id,
        permissionType: 'admin',
        marinaId: tenant.marinas[1]!.id,
      },
      {
        clientId: tenant.clientId,
        userId: disabledAdmin.id,
        permissionType: 'admin',
        marinaId: tenant.marinas[0]!.id,
      },
    ]);
  await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabledAdmin.id));
});
afterAll(() => t.close());

const alert = (overrides: Partial<MarinaAlert> = {}): MarinaAlert => ({
  clientId: tenant.clientId,
  marinaId: tenant.marinas[0]!.id,
  kind: 'tour-missed',
  title: 'Night round was missed',
  body: 'Nobody started the 22:00 Night round.',
  link: '/tours',
  dedupeKey: `test:${randomUUID()}`,
  ...overrides,
});

const notificationsOf = (dedupeKey: string) =>
  db()
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.dedupeKey, dedupeKey));

const emailsFor = (ids: number[]) =>
  ids.length
    ? db()
        .select({ to: alertEmails.toAddress, subject: alertEmails.subject, body: alertEmails.body })
        .from(alertEmails)
        .where(inArray(alertEmails.notificationId, ids))
    : Promise.resolve([]);

describe('notifyMarinaAdmins', () => {
  it("notifies the marina's admins and its client's admins once each, however often it is called", async () => {
    const once = alert();
    const first = await notifyMarinaAdmins(db(), once);
    const again = await Promise.all([notifyMarinaAdmins(db(), once), notifyMarinaAdmins(db(), once)]);
    expect(first).toEqual({ notified: 2, emailsQueued: 2 });
    expect(again).toEqual([
      { notified: 0, emailsQueued: 0 },
      { notified: 0, emailsQueued: 0 },
    ]);
    const stored = await notificationsOf(once.dedupeKey);
    // Not: staff, the admin of marina 1 only, the disabled admin, the super_admin, the other client.
    expect(stored.map((n) => n.userId).sort()).toEqual([tenant.admin.id, clientAdmin.id].sort());
    const emails = await emailsFor(stored.map((n) => n.id));
    expect(emails.map((e) => e.to).sort()).toEqual([tenant.admin.email, clientAdmin.email].sort());
    expect(emails[0]!.subject).toBe('[Dockwatch] Night round was missed');
    expect(emails[0]!.body).toContain('Nobody started the 22:00 Night round.');
    expect(emails[0]!.body).toContain('Marina: North Marina');
  });

  it('queues no e-mail for an admin with e-mail alerts off, and still notifies them', async () => {
    const res = await inject(
      notificationsApi.updateSettings,
      { body: { emailAlerts: false } },
      { as: clientAdmin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailAlerts: false, emailAvailable: false });
    const quiet = alert();
    expect(await notifyMarinaAdmins(db(), quiet)).toEqual({ notified: 2, emailsQueued: 1 });
    const emails = await emailsFor((await notificationsOf(quiet.dedupeKey)).map((n) => n.id));
    expect(emails.map((e) => e.to)).toEqual([tenant.admin.email]);
    await inject(notificationsApi.updateSettings, { body: { emailAlerts: true } }, { as: clientAdmin });
    const settings = await inject(notificationsApi.settings, {}, { as: clientAdmin });
    expect(settings.json()).toEqual({ emailAlerts: true, emailAvailable: false });
  });

  it('notifies nobody for a marina of another client', async () => {
    expect(await notifyMarinaAdmins(db(), alert({ marinaId: other.marinas[0]!.id }))).toEqual({
      notified: 0,
      emailsQueued: 0,
    });
  });
});

describe('the notification endpoints', () => {
  it('list the user’s own, newest first, with the unread count; read and read-all clear it', async () => {
    const user = await addTestUser(db(), tenant.clientId, 'reader');
    await db().insert(permissions).values({
      clientId: tenant.clientId,
      userId: user.id,
      permissionType: 'admin',
      marinaId: tenant.marinas[1]!.id,
    });
    for (const title of ['First', 'Second', 'Third'])
      await notifyMarinaAdmins(db(), alert({ marinaId: tenant.marinas[1]!.id, title }));
    const list = await inject(notificationsApi.list, {}, { as: user });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.unreadCount).toBe(3);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(body.notifications[0]).toMatchObject({
      marinaId: tenant.marinas[1]!.guid,
      kind: 'tour-missed',
      link: '/tours',
      readAt: null,
    });

    const page = await inject(
      notificationsApi.list,
      { query: { limit: 1, before: body.notifications[0].guid } },
      { as: user },
    );
    expect(page.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Second']);

    const read = await inject(
      notificationsApi.read,
      { params: { guid: body.notifications[1].guid } },
      { as: user },
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).toEqual(expect.any(String));
    const again = await inject(
      notificationsApi.read,
      { params: { guid: body.notifications[1].guid } },
      { as: user },
    );
    expect(again.json().readAt).toBe(read.json().readAt);
    expect((await inject(notificationsApi.list, {}, { as: user })).json().unreadCount).toBe(2);

    // Up to the second newest: the newest (arrived after the list was seen) stays unread.
    const upTo = await inject(
      notificationsApi.readAll,
      { body: { upTo: body.notifications[1].guid } },
      { as: user },
    );
    expect(upTo.json()).toEqual({ unreadCount: 1 });
    const all = await inject(notificationsApi.readAll, { body: {} }, { as: user });
    expect(all.json()).toEqual({ unreadCount: 0 });
    const after = (await inject(notificationsApi.list, {}, { as: user })).json();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const raised = alert();
    await notifyMarinaAdmins(db(), raised);
    const list = (
      await inject(notificationsApi.list, { query: { limit: 100 } }, { as: tenant.admin })
    ).json();
    const mine = list.notifications.find((n: { title: string; guid: string }) => n.title === raised.title);
    for (const stranger of [tenant.staff, clientAdmin, tenant.superAdmin, other.admin]) {
      const res = await inject(notificationsApi.read, { params: { guid: mine.guid } }, { as: stranger });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Notification not found' });
    }
    const unknown = await inject(
      notificationsApi.read,
      { params: { guid: randomUUID() } },
      { as: tenant.admin },
    );
    expect(unknown.statusCode).toBe(404);
    const [row] = await db()
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.guid, mine.guid));
    expect(row!.readAt).toBeNull();
    // Read-all by someone else marks none of the admin's.
    await inject(notificationsApi.readAll, { body: {} }, { as: clientAdmin });
    const foreign = await inject(
      notificationsApi.readAll,
      { body: { upTo: mine.guid } },
      { as: clientAdmin },
    );
    expect(foreign.json()).toEqual({ unreadCount: 0 });
    expect((await inject(notificationsApi.list, {}, { as: tenant.admin })).json().unreadCount).toBe(
      list.unreadCount,
    );
  });

  it('answers 401 signed out and 400 for a bad page', async () => {
    expect((await inject(notificationsApi.list, {}, { as: null })).statusCode).toBe(401);
    expect(
      (await inject(notificationsApi.list, { query: { limit: 0 } }, { as: tenant.admin })).statusCode,
    ).toBe(400);
    expect(
      (await inject(notificationsApi.list, { query: { before: 'x' } }, { as: tenant.admin })).statusCode,
    ).toBe(400);
    const bad = await inject(
      notificationsApi.updateSettings,
      { body: { emailAlerts: 'no' } },
      { as: tenant.admin },
    );
    expect(bad.statusCode).toBe(400);
  });
});

// Every notifications endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
// Each user's own notifications while they are an admin of its marina (another user's guid is 404,
// as an unknown one): here the admin of marina 0's.
endpointSuite(notificationsApi, {
  list: { success: 200, request: () => ({ query: { limit: '10' } }) },
  read: {
    success: 200,
    request: async (w) => ({ params: { guid: (await w.fresh.adminNotification()).guid } }),
    checkedBy: OWN_ADMIN,
  },
  readAll: { success: 200, request: () => ({ body: {} }) },
  settings: { success: 200, request: () => ({}) },
  updateSettings: { success: 200, request: () => ({ body: { emailAlerts: true } }) },
  pushPublicKey: { success: 200, request: () => ({}) },
  // A new phone each time: 201 (the same one again answers 200, push.test.ts).
  subscribePush: { success: 201, request: () => ({ body: phoneSubscription() }) },
  unsubscribePush: { success: 200, request: () => ({ body: { endpoint: phoneSubscription().endpoint } }) },
});
