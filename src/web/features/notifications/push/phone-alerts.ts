import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsEndpoints as routes } from '#core/notifications/notifications.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { dropThisPhoneSubscription, thisPhoneSubscription } from '#web/lib/push-subscription.ts';
import { toast } from '#web/lib/toast.ts';

/** Whether this phone rings for alerts: on, off, blocked by the user, or not possible here. */
export type PhoneAlerts = 'on' | 'off' | 'blocked' | 'unsupported';

const KEY = ['phone-alerts'] as const;

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function phoneAlerts(): Promise<PhoneAlerts> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await thisPhoneSubscription()) ? 'on' : 'off';
}

/** The server's VAPID key as the bytes `pushManager.subscribe` takes. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Turns alerts on: the browser's permission, a subscription made with the server's key (one made
 * with another key, before the server's keys changed, is replaced), kept by the server for the user.
 */
async function turnOn(): Promise<PhoneAlerts> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { publicKey } = await call(routes.pushPublicKey, {});
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  const sameKey = (held: ArrayBuffer | null) =>
    held !== null && new Uint8Array(held).every((byte, i) => byte === key[i]);
  if (existing && !sameKey(existing.options.applicationServerKey)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  await call(routes.subscribePush, {
    body: {
      endpoint: endpoint ?? '',
      expirationTime: null,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
  return 'on';
}

export function usePhoneAlerts() {
  return useQuery({ queryKey: KEY, queryFn: phoneAlerts, staleTime: 0 });
}

/**
 * Turns alerts on or off; a toast says what changed. The menu item that asks closes at once, so
 * the outcome is handled here, where it runs whether or not the item is still there.
 */
export function useSwitchPhoneAlerts() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationFn: async (on: boolean): Promise<PhoneAlerts> => {
      if (on) return turnOn();
      await dropThisPhoneSubscription();
      return 'off';
    },
    onSuccess: (now) => {
      queryClient.setQueryData(KEY, now);
      if (now === 'blocked') toast({ description: t('phone.blocked'), variant: 'destructive' });
      else toast({ description: t(now === 'on' ? 'phone.on' : 'phone.off'), variant: 'success' });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      toast({ description: t('phone.failed'), variant: 'destructive' });
    },
  });
}
