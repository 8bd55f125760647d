import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { call, endpointKey } from '#web/lib/call.ts';

const alertKey = (guid: string) => endpointKey(safetyEndpoints.getAlert, { params: { guid } });

/** GET /api/alerts/{guid}: the alert and its timeline, asked again every 10 s while it is open. */
export const useAlert = (guid: string) =>
  useQuery<AlertWithEvents>({
    queryKey: alertKey(guid),
    refetchInterval: (query) => (query.state.data?.state === 'resolved' ? false : 10_000),
  });

/** POST …/acknowledge and POST …/resolve: the alert is read again with its new event. */
export function useAlertAction(guid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertKey(guid) });
  return {
    acknowledge: useMutation({
      mutationFn: () => call(safetyEndpoints.acknowledgeAlert, { params: { guid } }),
      onSettled: refresh,
    }),
    resolve: useMutation({
      mutationFn: (note: string) => call(safetyEndpoints.resolveAlert, { params: { guid }, body: { note } }),
      onSettled: refresh,
    }),
  };
}
