/**
 * The service worker's part of "Alerts on this phone" (issue 33), loaded into Workbox's worker
 * with importScripts (scripts/vite/service-worker-push.ts builds it). A push shows the alert as a
 * notification that stays until touched; a safety alert offers Acknowledge, which acknowledges it
 * with the phone's own session, and Open. The worker has no i18n: its few words come from the
 * notifications namespace in the browser's language.
 */

import { pathOf } from '#core/api/endpoint.ts';
import type { PushPayload } from '#core/notifications/push.schema.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { en, es } from '../locales/notifications.ts';

/** The parts of the worker's global scope used here (the DOM library has no worker types). */
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface WorkerScope {
  navigator: { language: string };
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(work: Promise<unknown>): void;
}
interface ClickEventLike {
  action: string;
  notification: NotificationLike;
  waitUntil(work: Promise<unknown>): void;
}

const worker = self as unknown as WorkerScope;
const words = () => (worker.navigator.language.toLowerCase().startsWith('es') ? es : en).phone;

interface Shown {
  link: string | null;
  alertGuid: string | null;
  tag: string;
}

worker.addEventListener('push', (event) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (!payload) return;
  const data: Shown = { link: payload.link, alertGuid: payload.alertGuid, tag: payload.tag };
  const alarm = payload.alertGuid !== null;
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // A later step of the same alert rings again rather than replacing it silently.
      renotify: true,
      requireInteraction: alarm,
      vibrate: alarm ? [500, 200, 500, 200, 500] : undefined,
      icon: '/icons/icon-192.png',
      data,
      actions: alarm
        ? [
            { action: 'acknowledge', title: words().acknowledge },
            { action: 'open', title: words().open },
          ]
        : [],
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as Shown;
  const work =
    event.action === 'acknowledge' && data.alertGuid ? acknowledge(data) : openApp(data.link ?? '/');
  event.waitUntil(work);
});

/**
 * Acknowledges from the notification with the phone's session cookie. Done: a quiet notice says
 * so. Anything else (signed out, someone else was first, no network): the alert's page opens,
 * which says who acknowledged it or offers the button again.
 */
async function acknowledge(data: Shown): Promise<void> {
  const { method, path } = safetyEndpoints.acknowledgeAlert;
  const url = pathOf(path, { guid: data.alertGuid ?? '' });
  const answer = await fetch(url, { method, credentials: 'same-origin' }).catch(() => undefined);
  if (!answer?.ok) return openApp(data.link ?? '/');
  await worker.registration.showNotification(words().acknowledged, {
    body: words().acknowledgedBody,
    tag: data.tag,
    data: { ...data, alertGuid: null },
  });
}

/** Focuses a Dockwatch window on the link, or opens one. */
async function openApp(link: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(worker.location.origin));
  if (!open) {
    await worker.clients.openWindow(link);
    return;
  }
  await open.focus();
  await open.navigate(link).catch(() => undefined);
}
