import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import type { PushPayload } from '#core/notifications/push.schema.ts';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import {
  startTestPushService,
  type TestPushService,
  type TestPushSubscription,
} from '#server/test/push-service.ts';
import { apiResult, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  cameraChromiumPath,
  newPhonePage,
  PHONE,
  screenshot,
} from './support/browser.ts';
import { launchArgs } from './support/chromium.ts';
import { e2eServer } from './support/e2e-server.ts';
import { currentMarinaId } from './support/locations.ts';
import { waitForServiceWorker } from './support/offline.ts';
import { paced } from './support/pace.ts';

let browser: Browser;
let service: TestPushService;
beforeAll(async () => {
  // The full Chromium: the run's headless shell denies a service worker's notifications.
  browser = await chromium.launch({ executablePath: cameraChromiumPath, headless: true, args: launchArgs });
  const where = e2eServer().pushService;
  if (!where) throw new Error('this server was not started with a push service (global setup)');
  service = await startTestPushService(where);
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/**
 * Chromium subscribes at Google's push service, which a test machine cannot reach: the page's
 * push manager hands out the test push service's subscription instead, as Chromium would hand out
 * FCM's. That is the only stand-in: the server keeps it, sends to it with VAPID and encryption,
 * and the service worker gets what the push service received (CDP's deliverPushMessage).
 */
function subscribeAtTestService(subscription: TestPushSubscription): void {
  {
    const held = () => localStorage.getItem('test-push-subscribed') === '1';
    const made = (applicationServerKey: ArrayBuffer | null) => ({
      endpoint: subscription.endpoint,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => subscription,
      unsubscribe: async () => {
        localStorage.removeItem('test-push-subscribed');
        return true;
      },
    });
    const key = () => {
      const stored = localStorage.getItem('test-push-key');
      return stored ? Uint8Array.from(JSON.parse(stored) as number[]).buffer : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const bytes = new Uint8Array(options?.applicationServerKey as Uint8Array);
      localStorage.setItem('test-push-key', JSON.stringify([...bytes]));
      localStorage.setItem('test-push-subscribed', '1');
      return made(bytes.buffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (held() ? made(key()) : null) as unknown as PushSubscription;
  }
}

describe('Alerts on this phone', () => {
  it("rings the admin's phone with a guard's SOS, and Acknowledge on the notification answers it", async () => {
    const admin = await newPhonePage(browser, PHONE, { serviceWorkers: 'allow' });
    const guard = await newPhonePage(browser);
    await admin.context.grantPermissions(['notifications'], { origin: e2eServer().baseUrl });
    await addStoredSession(admin.page, 'admin');
    await addStoredSession(guard.page, 'staff');
    const subscription = service.subscribe();
    await admin.page.addInitScript(subscribeAtTestService, subscription);
    let alertGuid: string | undefined;
    try {
      await admin.page.goto('/');
      await waitForServiceWorker(admin.page);
      const marinaId = await currentMarinaId(admin.page);

      // The admin turns alerts on in the user menu.
      await admin.page.getByRole('button', { name: 'User menu' }).click();
      const item = admin.page.getByRole('menuitem', { name: 'Alerts on this phone' });
      await item.click();
      await admin.page
        .getByText('This phone rings for alerts, even with Dockwatch closed.', { exact: true })
        .waitFor();
      // The menu closed with the choice; opened again, it shows the switch on.
      await admin.page.getByRole('button', { name: 'User menu' }).click();
      expect(await item.getByRole('switch', { includeHidden: true }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await screenshot(admin.page, '430-phone-alerts-on', { fullPage: false });
      expect(await accessibilityProblems(admin.page)).toEqual([]);
      await admin.page.keyboard.press('Escape');
      await admin.page.getByRole('menu').waitFor({ state: 'detached' });

      // A guard's SOS: the escalation tells the marina's admins, and the server pushes to this phone.
      alertGuid = crypto.randomUUID();
      await apiResult(guard.page, safetyApi.raiseAlert, { body: { guid: alertGuid, marinaId, kind: 'sos' } });
      const pushed = await service.nextPush(paced(30_000));
      expect(pushed.endpoint).toBe(subscription.endpoint);
      const payload = JSON.parse(pushed.payload) as PushPayload;
      expect(payload).toMatchObject({ title: 'SOS: Sam Carter', alertGuid, link: `/alerts/${alertGuid}` });
      const { publicKey } = await apiResult(admin.page, notificationsApi.pushPublicKey, {});
      expect(pushed.vapid.publicKey).toBe(publicKey);

      // The phone's service worker gets it: a notification that stays, with Acknowledge and Open.
      const cdp = await admin.context.newCDPSession(admin.page);
      const registration = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const own = registrations.find((r) => r.scopeURL.startsWith(e2eServer().baseUrl) && !r.isDeleted);
          if (own) resolve(own.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2eServer().baseUrl,
        registrationId: await registration,
        data: pushed.payload,
      });
      const shown = () =>
        admin.page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            requireInteraction: n.requireInteraction,
            actions: (n as Notification & { actions: { title: string }[] }).actions.map((a) => a.title),
          })),
        );
      await expect.poll(shown, { timeout: paced(10_000) }).toEqual([
        {
          title: 'SOS: Sam Carter',
          body: expect.stringContaining('Sam Carter pressed SOS'),
          tag: `safety-alert:${alertGuid}`,
          requireInteraction: true,
          actions: ['Acknowledge', 'Open'],
        },
      ]);

      // Acknowledge on the notification (the click a person makes, dispatched in the worker).
      const [worker] = admin.context.serviceWorkers();
      await worker!.evaluate(async () => {
        const scope = self as unknown as ServiceWorkerGlobalScopeLike;
        const [notification] = await scope.registration.getNotifications();
        const click = new (
          scope as unknown as { NotificationEvent: NotificationEventConstructor }
        ).NotificationEvent('notificationclick', { notification, action: 'acknowledge' });
        scope.dispatchEvent(click);
      });
      await expect
        .poll(
          async () =>
            (await apiResult(admin.page, safetyApi.getAlert, { params: { guid: alertGuid! } })).acknowledgedBy
              ?.name ?? null,
          { timeout: paced(10_000) },
        )
        .toBe('Marcus Reyes');
      await expect
        .poll(shown, { timeout: paced(10_000) })
        .toEqual([expect.objectContaining({ title: 'Acknowledged', body: 'The guard sees your name.' })]);

      // The app's alarm (open all along) goes at its next look; then alerts are turned off: the
      // browser drops the subscription and the server has forgotten it.
      await admin.page
        .getByRole('alertdialog', { name: 'SOS: Sam Carter' })
        .waitFor({ state: 'detached', timeout: paced(30_000) });
      await admin.page.getByRole('button', { name: 'User menu' }).click();
      await admin.page.getByRole('menuitem', { name: 'Alerts on this phone' }).click();
      await admin.page.getByText('This phone no longer rings for alerts.', { exact: true }).waitFor();
      const forget = { body: { endpoint: subscription.endpoint } };
      expect(await apiResult(admin.page, notificationsApi.unsubscribePush, forget)).toEqual({
        deleted: false,
      });
      expect(admin.errors).toEqual([]);
    } finally {
      if (alertGuid) {
        const alert: AlertWithEvents = await (
          await callApi(admin.page, safetyApi.getAlert, { params: { guid: alertGuid } })
        ).json();
        if (!alert.acknowledgedBy)
          await callApi(admin.page, safetyApi.acknowledgeAlert, { params: { guid: alertGuid } });
        await callApi(admin.page, safetyApi.resolveAlert, {
          params: { guid: alertGuid },
          body: { note: 'Test' },
        });
      }
      await admin.context.close();
      await guard.context.close();
    }
  });
});

interface ServiceWorkerGlobalScopeLike {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
}
type NotificationEventConstructor = new (
  type: string,
  init: { notification: Notification | undefined; action: string },
) => Event;
