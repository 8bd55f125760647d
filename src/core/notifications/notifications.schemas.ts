import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { deletedSchema } from '#core/backend/backend.schema.ts';
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
import {
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
} from './push.schema.ts';

/**
 * The schemas of the notifications endpoints: the one place their types are stated
 * (`notifications.endpoints.ts` reads them).
 */
export const notificationsSchemas = {
  list: {
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema },
  },
  read: {
    params: guidParamsSchema,
    responses: { 200: notificationSchema },
  },
  readAll: { body: readAllBodySchema, responses: { 200: unreadCountSchema } },
  settings: { responses: { 200: notificationSettingsSchema } },
  updateSettings: {
    body: notificationSettingsBodySchema,
    responses: { 200: notificationSettingsSchema },
  },
  pushPublicKey: { responses: { 200: pushPublicKeySchema } },
  subscribePush: { body: pushSubscriptionBodySchema, responses: createResponses(pushSubscriptionSchema) },
  unsubscribePush: { body: pushUnsubscribeBodySchema, responses: { 200: deletedSchema } },
} as const satisfies AreaSchemas;
