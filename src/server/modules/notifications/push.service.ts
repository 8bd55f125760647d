import {
  PUSH_LIMITS,
  type PushPublicKey,
  type PushSubscriptionAnswer,
  type PushSubscriptionBody,
} from '#core/notifications/push.schema.ts';
import type { PushConfig } from '#server/config.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth } from '#server/plugins/guards.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import { deleteSubscription, trimSubscriptions, upsertSubscription } from './push.queries.ts';
import { isAllowedPushEndpoint, UNKNOWN_PUSH_SERVICE } from './push-endpoint.ts';

/** Every server has its VAPID keys (config.ts); only an app built without them has no Web Push. */
function requirePush(push: PushConfig | undefined): PushConfig {
  if (!push) throw notFound('Web Push is not set up on this server');
  return push;
}

/** GET /api/push/public-key: the key a browser subscribes with. */
export const pushPublicKey = (push: PushConfig | undefined): PushPublicKey => ({
  publicKey: requirePush(push).vapid.publicKey,
});

/**
 * POST /api/push-subscriptions: "Alerts on this phone" turned on. The browser's subscription is
 * kept for the user (the same browser again answers 200); a user's phones past the limit drop the
 * oldest. Only a known push service is accepted (push-endpoint.ts).
 */
export async function subscribePush(
  caller: Caller,
  body: PushSubscriptionBody,
  config: PushConfig | undefined,
): Promise<{ subscription: PushSubscriptionAnswer; created: boolean }> {
  const { clientId, userId } = requireAuth(caller);
  const push = requirePush(config);
  if (!isAllowedPushEndpoint(body.endpoint, push.allowedOrigins)) throw badRequest(UNKNOWN_PUSH_SERVICE);
  return caller.db.transaction(async (tx) => {
    const kept = await upsertSubscription(tx, {
      clientId,
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    await trimSubscriptions(tx, clientId, userId, PUSH_LIMITS.subscriptionsPerUser);
    return {
      subscription: { endpoint: kept.endpoint, createdAt: kept.createdAt.toISOString() },
      created: kept.created,
    };
  });
}

/** DELETE /api/push-subscriptions: this phone no longer rings; another user's endpoint is left alone. */
export async function unsubscribePush(caller: Caller, endpoint: string): Promise<{ deleted: boolean }> {
  const { clientId, userId } = requireAuth(caller);
  return { deleted: await deleteSubscription(caller.db, { clientId, userId }, endpoint) };
}
