import type { FastifyInstance } from 'fastify';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import {
  myNotifications,
  mySettings,
  readAllNotifications,
  readNotification,
  updateMySettings,
} from './notifications.service.ts';
import { pushPublicKey, subscribePush, unsubscribePush } from './push.service.ts';

/** The notification centre (issue 17 item 6, decision 0029): each user's own notifications. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const emailAvailable = app.config.mail !== undefined;
  registerEndpoint(app, notificationsApi.list, (caller) => myNotifications(caller, caller.input.query));
  registerEndpoint(app, notificationsApi.read, (caller) =>
    readNotification(caller, caller.input.params.guid),
  );
  registerEndpoint(app, notificationsApi.readAll, (caller) =>
    readAllNotifications(caller, caller.input.body.upTo),
  );
  registerEndpoint(app, notificationsApi.settings, (caller) => mySettings(caller, emailAvailable));
  registerEndpoint(app, notificationsApi.updateSettings, (caller) =>
    updateMySettings(caller, caller.input.body.emailAlerts, emailAvailable),
  );
  const { push } = app.config;
  registerEndpoint(app, notificationsApi.pushPublicKey, async () => pushPublicKey(push));
  registerEndpoint(app, notificationsApi.subscribePush, async (caller) => {
    const { subscription, created } = await subscribePush(caller, caller.input.body, push);
    return createdOrFound(created, subscription);
  });
  registerEndpoint(app, notificationsApi.unsubscribePush, (caller) =>
    unsubscribePush(caller, caller.input.body.endpoint),
  );
}
