import { notificationsEndpoints } from '#core/notifications/notifications.endpoints.ts';
import { call } from './call.ts';

/**
 * This browser's Web Push subscription (issue 33), through the service worker that receives it:
 * null where the browser has no push (an iPhone's Safari outside the home screen, a private
 * window) or nobody turned it on.
 */
export async function thisPhoneSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Stops this phone ringing: the browser drops the subscription, then the server forgets it (with
 * a network; without one, when the push service next says it is gone).
 */
export async function dropThisPhoneSubscription(): Promise<void> {
  const subscription = await thisPhoneSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await call(notificationsEndpoints.unsubscribePush, { body: { endpoint } }).catch(() => undefined);
}
