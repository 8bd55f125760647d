import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { call, endpointKey, isKeyOf } from '#web/lib/call.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';

/** The read of one alert (GET /api/alerts/{guid}): its page, the raiser's SOS sheet. */
export const alertKey = (guid: string) => endpointKey(safetyEndpoints.getAlert, { params: { guid } });

/** GET /api/alerts/{guid}: the alert and its timeline, asked again every 10 s while it is open. */
export const useAlert = (guid: string) =>
  useQuery<AlertWithEvents>({
    queryKey: alertKey(guid),
    refetchInterval: (query) => (query.state.data?.state === 'resolved' ? false : 10_000),
  });

/**
 * POST …/acknowledge and POST …/resolve, from the alert's page or the admin's alarm: a refusal is
 * a toast with the server's reason (409 names who acknowledged first), and either way the alert
 * and the marina's open alerts (the alarm) are read again.
 *
 * `onAcknowledged` is the mutation's own callback, not `mutate`'s: the alarm that asks for it
 * unmounts as soon as a read finds the alert answered (its own poll may, before the POST's answer
 * arrives), and `mutate`'s callbacks never run for an unmounted component.
 */
export function useAlertAction(guid: string, onAcknowledged?: () => void) {
  const { t } = useTranslation('safety');
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: alertKey(guid) }),
      queryClient.invalidateQueries({ predicate: isKeyOf(safetyEndpoints.listAlerts) }),
    ]);
  const onError = (error: unknown) =>
    toast({ variant: 'destructive', title: t('alert.actionFailed'), description: serverRefusal(error, '') });
  return {
    acknowledge: useMutation({
      mutationFn: () => call(safetyEndpoints.acknowledgeAlert, { params: { guid } }),
      onSuccess: onAcknowledged,
      onError,
      onSettled,
    }),
    resolve: useMutation({
      mutationFn: (note: string) => call(safetyEndpoints.resolveAlert, { params: { guid }, body: { note } }),
      onError,
      onSettled,
    }),
  };
}
