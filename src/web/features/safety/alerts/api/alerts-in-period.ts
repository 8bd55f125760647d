import { useQuery } from '@tanstack/react-query';
import type { Alert } from '#core/safety/alert.schema.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/**
 * The marina's safety alerts raised in a period, newest first (GET /api/alerts with from and to):
 * every one for an admin of the marina, the ones in their own name for a guard. `from` and `to`
 * must be fixed for the screen (they make the read's key).
 */
export function useAlertsInPeriod(
  marinaId: string | null,
  period: { from?: string | undefined; to?: string },
) {
  const query: Record<string, string> = { marinaId: marinaId ?? '' };
  if (period.from) query.from = period.from;
  if (period.to) query.to = period.to;
  return useQuery<Alert[]>({
    queryKey: endpointKey(safetyEndpoints.listAlerts, { query }),
    enabled: marinaId !== null,
  });
}
