import { useQuery } from '@tanstack/react-query';
import type { Alert } from '#core/safety/alert.schema.ts';
import { isOpen } from '#core/safety/alerts.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** How often an admin's open app asks for unanswered alerts: an SOS must ring within seconds. */
export const ALARM_POLL_MS = 10_000;
const HOUR_MS = 3_600_000;
/** How far back an unanswered alert still rings: longer than any ladder (2 tiers × 60 min). */
const LOOK_BACK_HOURS = 12;

/**
 * The current marina's alerts nobody has answered yet, for one of its admins (GET /api/alerts,
 * asked every 10 s, also in the background). The window starts on the hour, so the read's key
 * changes hourly, not at each poll.
 */
export function useOpenAlerts(marinaId: string | null, enabled: boolean) {
  const from = new Date((Math.floor(Date.now() / HOUR_MS) - LOOK_BACK_HOURS) * HOUR_MS).toISOString();
  return useQuery({
    queryKey: endpointKey(safetyEndpoints.listAlerts, { query: { marinaId, from } }),
    enabled: enabled && marinaId !== null,
    refetchInterval: ALARM_POLL_MS,
    refetchIntervalInBackground: true,
    select: (alerts: Alert[]) => alerts.filter((alert) => isOpen(alert.state)).reverse(),
  });
}
