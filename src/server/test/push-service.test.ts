import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush, { type PushSubscription, type RequestOptions, WebPushError } from 'web-push';
import { startTestPushService, type TestPushService } from './push-service.ts';

let service: TestPushService;
let agent: Agent;
const vapidKeys = webpush.generateVAPIDKeys();
const options = (vapid = vapidKeys): RequestOptions => ({
  vapidDetails: { subject: 'mailto:ops@example.com', ...vapid },
  TTL: 60,
  urgency: 'high',
  agent,
});

beforeAll(async () => {
  service = await startTestPushService();
  // Stands in for NODE_EXTRA_CA_CERTS, which only a new process reads.
  agent = new Agent({ ca: readFileSync(service.caFile) });
});
afterAll(async () => {
  agent.destroy();
  await service.close();
});

/** The status web-push rejected with (or 'sent'). */
const send = (subscription: PushSubscription, requestOptions = options()) =>
  webpush.sendNotification(subscription, '{"title":"refused?"}', requestOptions).then(
    () => 'sent',
    (error: unknown) => {
      if (error instanceof WebPushError) return error.statusCode;
      throw error;
    },
  );

/** A request as web-push makes it, changed by `tamper`, sent raw; answers status and reason. */
const sendTampered = (tamper: (details: { headers: Record<string, unknown>; body: Buffer }) => void) => {
  const details = webpush.generateRequestDetails(service.subscribe(), 'payload', options());
  tamper(details);
  return new Promise<{ status: number; reason: string }>((resolve, reject) => {
    const req = request(details.endpoint, { method: 'POST', headers: details.headers, agent }, (res) => {
      let reason = '';
      res.on('data', (chunk: Buffer) => (reason += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, reason }));
    });
    req.on('error', reject);
    req.end(details.body);
  });
};

describe('test push service', () => {
  it('decrypts what web-push sends and keeps its headers and VAPID claims', async () => {
    const subscription = service.subscribe();
    const message = { title: 'Check-in missed', body: 'Pontoon B: no sign of life since 14:05 ✓' };
    const result = await webpush.sendNotification(subscription, JSON.stringify(message), {
      ...options(),
      topic: 'checkin',
    });
    expect(result.statusCode).toBe(201);
    expect(result.headers.location).toMatch(`${service.origin}/message/`);

    const push = await service.nextPush();
    expect(JSON.parse(push.payload)).toEqual(message);
    expect(push).toMatchObject({
      endpoint: subscription.endpoint,
      ttl: 60,
      urgency: 'high',
      topic: 'checkin',
    });
    expect(push.vapid).toMatchObject({
      publicKey: vapidKeys.publicKey,
      subject: 'mailto:ops@example.com',
      audience: service.origin,
    });
    expect(push.vapid.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(service.received.at(-1)).toBe(push);
  });

  it('hands out pushes to nextPush in order, and times out when none comes', async () => {
    const subscription = service.subscribe();
    await webpush.sendNotification(subscription, 'first', options());
    const [first, second] = [service.nextPush(), service.nextPush()];
    await webpush.sendNotification(subscription, 'second', options());
    expect((await first).payload).toBe('first');
    expect((await second).payload).toBe('second');
    await expect(service.nextPush(20)).rejects.toThrow(/No push arrived within 20 ms/);
  });

  it('refuses a VAPID signature that does not verify, or a key the subscription was not made for', async () => {
    const other = webpush.generateVAPIDKeys();
    const mismatched = { publicKey: vapidKeys.publicKey, privateKey: other.privateKey };
    expect(await send(service.subscribe(), options(mismatched))).toBe(401);
    expect(await send(service.subscribe(other.publicKey))).toBe(403);
    expect(await send(service.subscribe(vapidKeys.publicKey))).toBe('sent');
  });

  it('refuses a VAPID JWT for another audience, or expired', async () => {
    const { publicKey, privateKey } = vapidKeys;
    const authorize = (audience: string, expiration?: number) => {
      const { Authorization } = webpush.getVapidHeaders(
        audience,
        'mailto:ops@example.com',
        publicKey,
        privateKey,
        'aes128gcm',
        expiration,
      );
      return sendTampered(({ headers }) => (headers.Authorization = Authorization));
    };
    expect(await authorize('https://push.example.com')).toMatchObject({ status: 401, reason: /aud/ });
    const expired = await authorize(service.origin, Math.floor(Date.now() / 1000) - 10);
    expect(expired).toMatchObject({ status: 401, reason: /expired/ });
  });

  it('refuses a tampered body, a missing TTL and another content encoding', async () => {
    const before = service.received.length;
    const flipped = await sendTampered(({ body }) => {
      body[body.length - 20]! ^= 1;
    });
    expect(flipped).toEqual({ status: 400, reason: 'the body does not decrypt with the subscription keys' });
    const noTtl = await sendTampered(({ headers }) => delete headers.TTL);
    expect(noTtl.status).toBe(400);
    expect(noTtl.reason).toMatch(/TTL/);
    const aesgcm = await sendTampered(({ headers }) => (headers['Content-Encoding'] = 'aesgcm'));
    expect(aesgcm.status).toBe(400);
    expect(service.received.length).toBe(before);
  });

  it('answers 410 to an unsubscribed endpoint and 404 to an unknown one', async () => {
    const subscription = service.subscribe();
    service.gone(subscription.endpoint);
    expect(await send(subscription)).toBe(410);
    const unknown = { ...service.subscribe(), endpoint: `${service.origin}/push/unknown` };
    expect(await send(unknown)).toBe(404);
  });
});
