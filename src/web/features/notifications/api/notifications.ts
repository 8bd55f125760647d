import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationSettings } from '#core/notifications/notification.schema.ts';
import { notificationsEndpoints as routes } from '#core/notifications/notifications.endpoints.ts';
import { call, endpointKey, isKeyOf } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';

/** How often the bell asks for the unread count while the app is open (also on focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;

const listKey = endpointKey(routes.list);

/** GET /api/notifications: the newest page and the unread count, polled modestly. */
export const notificationsQueryOptions = queryOptions<NotificationList>({
  queryKey: listKey,
  refetchInterval: NOTIFICATIONS_POLL_MS,
  refetchOnWindowFocus: 'always',
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

const refreshList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: isKeyOf(routes.list) });

/** POST /api/notifications/read-all up to the newest one shown (a newer one stays unread). */
export const useMarkAllRead = () =>
  useWrite((upTo: string | undefined) => call(routes.readAll, { body: upTo ? { upTo } : {} }), refreshList);

/** POST /api/notifications/{guid}/read. */
export const useMarkRead = () =>
  useWrite((guid: string) => call(routes.read, { params: { guid } }), refreshList);

const settingsKey = endpointKey(routes.settings);

export function useNotificationSettings() {
  return useQuery(queryOptions<NotificationSettings>({ queryKey: settingsKey }));
}

/** PUT /api/notification-settings: the user's e-mail alerts switch. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailAlerts: boolean) => call(routes.updateSettings, { body: { emailAlerts } }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
