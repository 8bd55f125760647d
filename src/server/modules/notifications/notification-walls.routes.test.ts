import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { permissions } from '#server/db/schema/index.ts';
import { addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { notifyMarinaAdmins } from './notifications.service.ts';

/**
 * Issue 30 item 8: a notification is about a marina's tour (an admin alert); it is shown to its
 * recipient only while they are still an admin of that marina.
 */
let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db());
});
afterAll(() => t.close());

/** A user who is admin of both marinas, each by its own permission, with one alert about each. */
async function adminOfBoth(): Promise<{ user: TestUser; guids: [string, string] }> {
  const user = await addTestUser(db(), tenant.clientId, 'admin-ab');
  await db()
    .insert(permissions)
    .values(
      tenant.marinas.map((m) => ({
        clientId: tenant.clientId,
        userId: user.id,
        permissionType: 'admin' as const,
        marinaId: m.id,
      })),
    );
  for (const [i, m] of tenant.marinas.entries()) {
    await notifyMarinaAdmins(db(), {
      clientId: tenant.clientId,
      marinaId: m.id,
      kind: 'tour-missed',
      title: `Round ${i} was missed`,
      body: '',
      link: null,
      dedupeKey: `walls:${randomUUID()}`,
    });
  }
  const list = await inject(notificationsApi.list, {}, { as: user });
  const mine = list.json().notifications as { guid: string; marinaId: string }[];
  const of = (marinaGuid: string) => mine.find((n) => n.marinaId === marinaGuid)!.guid;
  return { user, guids: [of(tenant.marinas[0]!.guid), of(tenant.marinas[1]!.guid)] };
}

const dropAdminOf = (user: TestUser, marinaId: number) =>
  db()
    .delete(permissions)
    .where(
      and(
        eq(permissions.userId, user.id),
        eq(permissions.permissionType, 'admin'),
        eq(permissions.marinaId, marinaId),
      ),
    );

describe('notifications are walled per marina', () => {
  it("a user who lost admin of marina B no longer lists, counts or reads B's alerts; A's stay", async () => {
    const { user, guids } = await adminOfBoth();
    const [aAlert, bAlert] = guids;
    // Still staff of B: seeing the marina is not seeing its admin alerts.
    await db().insert(permissions).values({
      clientId: tenant.clientId,
      userId: user.id,
      permissionType: 'marina_access',
      marinaId: tenant.marinas[1]!.id,
    });
    await dropAdminOf(user, tenant.marinas[1]!.id);

    const list = await inject(notificationsApi.list, {}, { as: user });
    expect(list.statusCode).toBe(200);
    expect(list.json().notifications.map((n: { guid: string }) => n.guid)).toEqual([aAlert]);
    expect(list.json().unreadCount).toBe(1);

    const read = await inject(notificationsApi.read, { params: { guid: bAlert } }, { as: user });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ message: 'Notification not found' });
    expect((await inject(notificationsApi.read, { params: { guid: aAlert } }, { as: user })).statusCode).toBe(
      200,
    );

    const readAll = await inject(notificationsApi.readAll, { body: {} }, { as: user });
    expect(readAll.json()).toEqual({ unreadCount: 0 });
  });

  it('a user with no admin right left sees none, and a client-wide admin grant brings them back', async () => {
    const { user, guids } = await adminOfBoth();
    for (const m of tenant.marinas) await dropAdminOf(user, m.id);
    const none = await inject(notificationsApi.list, {}, { as: user });
    expect(none.json()).toEqual({ notifications: [], unreadCount: 0 });
    for (const guid of guids) {
      expect((await inject(notificationsApi.read, { params: { guid } }, { as: user })).statusCode).toBe(404);
    }

    await db()
      .insert(permissions)
      .values({ clientId: tenant.clientId, userId: user.id, permissionType: 'admin' });
    const back = await inject(notificationsApi.list, {}, { as: user });
    expect(
      back
        .json()
        .notifications.map((n: { guid: string }) => n.guid)
        .sort(),
    ).toEqual([...guids].sort());
    expect(back.json().unreadCount).toBe(2);
  });
});
