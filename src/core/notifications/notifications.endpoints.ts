import { defineRoutes } from '#core/api/endpoint.ts';
import type { notificationsSchemas } from './notifications.schemas.ts';

/**
 * The notification centre (issue 17 item 6, decision 0029), as the web calls it (no schemas here:
 * decision 0019; their types come from `notifications.schemas.ts`). Every signed-in user reads and
 * marks their own notifications only: another user's guid answers 404, as an unknown one.
 */
export const notificationsEndpoints = defineRoutes<typeof notificationsSchemas>()({
  list: {
    method: 'GET',
    path: '/api/notifications',
    operationId: 'listMyNotifications',
    summary: "The user's notifications, newest first (a page: limit, before), and the unread count",
    tag: 'Notifications',
    access: 'signed-in',
  },
  read: {
    method: 'POST',
    path: '/api/notifications/:guid/read',
    operationId: 'markNotificationRead',
    summary: "Marks one of the user's notifications read (again: keeps the first time)",
    tag: 'Notifications',
    access: 'signed-in',
    offline: 'online-only',
  },
  readAll: {
    method: 'POST',
    path: '/api/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    summary: "Marks the user's notifications read: all, or up to one they saw (upTo)",
    tag: 'Notifications',
    access: 'signed-in',
    offline: 'online-only',
  },
  settings: {
    method: 'GET',
    path: '/api/notification-settings',
    operationId: 'getMyNotificationSettings',
    summary: 'Whether the user gets alert e-mails, and whether this server sends e-mail',
    tag: 'Notifications',
    access: 'signed-in',
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/notification-settings',
    operationId: 'updateMyNotificationSettings',
    summary: 'Turns alert e-mails on or off for the user (in-app notifications stay)',
    tag: 'Notifications',
    access: 'signed-in',
    offline: 'online-only',
  },
  pushPublicKey: {
    method: 'GET',
    path: '/api/push/public-key',
    operationId: 'getPushPublicKey',
    summary: "The server's VAPID public key, for a browser to subscribe to Web Push with",
    tag: 'Notifications',
    access: 'signed-in',
  },
  subscribePush: {
    method: 'POST',
    path: '/api/push-subscriptions',
    operationId: 'subscribePush',
    summary:
      "Alerts on this phone: keeps the browser's PushSubscription for the user (a known push service only)",
    tag: 'Notifications',
    access: 'signed-in',
    offline: 'online-only',
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/api/push-subscriptions',
    operationId: 'unsubscribePush',
    summary: "Stops alerts on this phone: forgets the user's subscription with that endpoint",
    tag: 'Notifications',
    access: 'signed-in',
    offline: 'online-only',
  },
});
