import { withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  readAllBodySchema,
  unreadCountSchema,
} from './notification.schema.ts';
import { notificationsEndpoints as routes } from './notifications.endpoints.ts';

/** The notifications endpoints with their schemas: what the server registers and documents. */
export const notificationsApi = {
  list: withSchemas(routes.list, {
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema },
  }),
  read: withSchemas(routes.read, {
    params: guidParamsSchema,
    responses: { 200: notificationSchema },
  }),
  readAll: withSchemas(routes.readAll, { body: readAllBodySchema, responses: { 200: unreadCountSchema } }),
  settings: withSchemas(routes.settings, { responses: { 200: notificationSettingsSchema } }),
  updateSettings: withSchemas(routes.updateSettings, {
    body: notificationSettingsBodySchema,
    responses: { 200: notificationSettingsSchema },
  }),
} as const;
