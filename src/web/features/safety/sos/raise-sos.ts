import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { type ActiveSos, keepActiveSos, type SosPosition } from './active-sos.ts';

/**
 * A position within `ms` (the press itself lasts that long, so the fix is usually there when the
 * SOS fires), or null: no GPS, refused, or too slow. An SOS never waits longer for one.
 */
export function positionWithin(ms: number): Promise<SosPosition | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), ms + 500);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: ms },
    );
  });
}

/**
 * Raises an SOS (POST /api/alerts): kept on the phone first, then sent ahead of anything else in
 * the outbox ('queued' without a network; the outbox sends it first when one is back). The queue
 * stamps the device time; the guid makes a resend the same alert.
 */
export async function raiseSos(sos: Omit<ActiveSos, 'raisedAt'>, label: string): Promise<WriteOutcome> {
  keepActiveSos({ ...sos, raisedAt: new Date().toISOString() });
  const { position } = sos;
  const body = {
    guid: sos.guid,
    marinaId: sos.marinaGuid,
    kind: 'sos' as const,
    ...(position && {
      gpsLatitude: position.latitude.toFixed(8),
      gpsLongitude: position.longitude.toFixed(8),
      gpsAccuracy: position.accuracy.toFixed(2),
    }),
  };
  return queueWrite({
    guid: sos.guid,
    label,
    locationGuid: null,
    calls: [queuedCall(safetyEndpoints.raiseAlert, { body })],
    urgent: true,
  });
}
