import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { PUSH_LIMITS, type PushPayload } from '#core/notifications/push.schema.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import type { PushConfig } from '#server/config.ts';
import { pushMessages, pushSubscriptions } from '#server/db/schema/index.ts';
import { escalateDueAlerts } from '#server/modules/safety/escalation.ts';
import { addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { phoneSubscription, startTestPushService, type TestPushService } from '#server/test/push-service.ts';
import { testConfig } from '#server/test/test-config.ts';
import { sendPushMessages, webPushSender } from './push-messages.ts';

let service: TestPushService;
let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let push: PushConfig;

beforeAll(async () => {
  service = await startTestPushService();
  push = { ...testConfig().push!, allowedOrigins: [service.origin] };
  t = await buildTestApp({ push });
  tenant = await createTenant(t.database.db);
  inject = injectFor(t.app);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** The server's sender, trusting the test service's certificate as NODE_EXTRA_CA_CERTS would. */
const send = () =>
  sendPushMessages(
    t.database.db,
    webPushSender(push, { agent: new Agent({ ca: readFileSync(service.caFile) }) }),
    push,
    { clientId: tenant.clientId },
  );

const subscribe = (body: object, as: TestUser = tenant.admin) =>
  inject(notificationsApi.subscribePush, { body: body as never }, { as });

const subscriptionsOf = (user: TestUser) =>
  t.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));

async function raiseSos(as: TestUser = tenant.staff): Promise<string> {
  const guid = randomUUID();
  const body = { guid, marinaId: tenant.marinas[0]!.guid, kind: 'sos' as const };
  expect((await inject(safetyApi.raiseAlert, { body }, { as })).statusCode).toBe(201);
  await escalateDueAlerts(t.database.db, { clientId: tenant.clientId });
  return guid;
}

describe('Alerts on this phone: the subscription', () => {
  it('gives the public key the browser subscribes with', async () => {
    const response = await inject(notificationsApi.pushPublicKey, {}, { as: tenant.staff });
    expect(response.json()).toEqual({ publicKey: push.vapid.publicKey });
  });

  it('keeps a phone once per user, and a colleague signed in on it takes it over', async () => {
    const phone = phoneSubscription();
    const first = await subscribe(phone);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ endpoint: phone.endpoint, createdAt: expect.any(String) });
    expect((await subscribe(phone)).statusCode).toBe(200);
    const colleague = await addTestUser(t.database.db, tenant.clientId, 'colleague');
    expect((await subscribe(phone, colleague)).statusCode).toBe(200);
    expect(await subscriptionsOf(colleague)).toEqual([{ endpoint: phone.endpoint }]);
    expect((await subscriptionsOf(tenant.admin)).map((s) => s.endpoint)).not.toContain(phone.endpoint);
    // The admin no longer holds it: their unsubscribe leaves the colleague's alone.
    const body = { endpoint: phone.endpoint };
    expect((await inject(notificationsApi.unsubscribePush, { body }, { as: tenant.admin })).json()).toEqual({
      deleted: false,
    });
    expect((await inject(notificationsApi.unsubscribePush, { body }, { as: colleague })).json()).toEqual({
      deleted: true,
    });
    expect(await subscriptionsOf(colleague)).toEqual([]);
  });

  it('refuses an address that is not a known push service, naming the field, and keeps nothing', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'careful');
    const keys = phoneSubscription().keys;
    for (const endpoint of [
      'https://evil.example/fcm.googleapis.com/send/x',
      'https://fcm.googleapis.com.evil.example/send/x',
      'https://fcm.googleapis.com:8443/send/x',
      'https://127.0.0.1:5000/api/users',
      'https://user:pw@fcm.googleapis.com/send/x',
    ]) {
      const response = await subscribe({ endpoint, expirationTime: null, keys }, user);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().message, endpoint).toContain('body.endpoint');
    }
    const plain = await subscribe({ ...phoneSubscription(), endpoint: 'http://fcm.googleapis.com/x' }, user);
    expect(plain.statusCode).toBe(400);
    const shortKey = await subscribe({ ...phoneSubscription(), keys: { ...keys, p256dh: 'AAAA' } }, user);
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().message).toContain('p256dh');
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it(`keeps a user's newest ${PUSH_LIMITS.subscriptionsPerUser} phones`, async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'many-phones');
    const phones = Array.from({ length: PUSH_LIMITS.subscriptionsPerUser + 1 }, phoneSubscription);
    for (const phone of phones) expect((await subscribe(phone, user)).statusCode).toBe(201);
    const kept = (await subscriptionsOf(user)).map((s) => s.endpoint);
    expect(kept).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
    expect(kept).not.toContain(phones[0]!.endpoint);
  });
});

describe('Alerts on this phone: sending', () => {
  it("rings the admin's phone with the SOS, once, signed with the server's VAPID key", async () => {
    const phone = service.subscribe(push.vapid.publicKey);
    expect((await subscribe(phone)).statusCode).toBe(201);
    const guid = await raiseSos();
    expect(await send()).toMatchObject({ sent: 1, failed: 0, gone: 0 });
    const received = await service.nextPush();
    expect(received.endpoint).toBe(phone.endpoint);
    expect(received.urgency).toBe('high');
    expect(received.ttl).toBe(PUSH_LIMITS.maxAgeMinutes * 60);
    expect(received.vapid).toMatchObject({ subject: push.vapid.subject, publicKey: push.vapid.publicKey });
    expect(JSON.parse(received.payload) as PushPayload).toEqual({
      title: expect.stringMatching(/^SOS: /),
      body: expect.stringContaining('pressed SOS'),
      link: `/alerts/${guid}`,
      tag: `safety-alert:${guid}`,
      alertGuid: guid,
    });
    // Sent is sent: another run (or another instance) sends nothing.
    expect(await send()).toMatchObject({ sent: 0 });
    await inject(
      notificationsApi.unsubscribePush,
      { body: { endpoint: phone.endpoint } },
      { as: tenant.admin },
    );
  });

  it('forgets a phone whose push service answers 410 Gone, with its messages', async () => {
    const phone = service.subscribe();
    expect((await subscribe(phone)).statusCode).toBe(201);
    service.gone(phone.endpoint);
    await raiseSos();
    expect(await send()).toMatchObject({ sent: 0, gone: 1 });
    expect((await subscriptionsOf(tenant.admin)).map((s) => s.endpoint)).not.toContain(phone.endpoint);
  });

  it('sends nothing to a push service no longer allowed, and gives the message up', async () => {
    const phone = service.subscribe();
    expect((await subscribe(phone)).statusCode).toBe(201);
    await raiseSos();
    const requestsBefore = service.requests;
    const counts = await sendPushMessages(
      t.database.db,
      webPushSender(push),
      { allowedOrigins: [] },
      {
        clientId: tenant.clientId,
      },
    );
    expect(counts).toMatchObject({ sent: 0, failed: 1 });
    expect(service.requests).toBe(requestsBefore);
    expect(await send()).toMatchObject({ sent: 0, failed: 0 });
    await inject(
      notificationsApi.unsubscribePush,
      { body: { endpoint: phone.endpoint } },
      { as: tenant.admin },
    );
  });

  it('sends each message once with two senders at once', async () => {
    const phones = [service.subscribe(), service.subscribe(), service.subscribe()];
    for (const phone of phones) expect((await subscribe(phone)).statusCode).toBe(201);
    await raiseSos();
    const before = service.received.length;
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.sent + b.sent).toBe(3);
    expect(service.received.length - before).toBe(3);
    const pending = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushMessages)
      .where(
        and(
          eq(pushMessages.clientId, tenant.clientId),
          sql`${pushMessages.sentAt} is null`,
          sql`${pushMessages.attempts} < ${PUSH_LIMITS.attempts}`,
        ),
      );
    expect(pending[0]!.n).toBe(0);
  });
});
