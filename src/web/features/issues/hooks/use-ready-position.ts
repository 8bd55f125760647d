import { useEffect, useState } from 'react';
import { GPS_OPTIONS, gpsStrings } from '#core/check-in/check-in.ts';

export interface GpsFields {
  gpsLatitude: string;
  gpsLongitude: string;
  gpsAccuracy: string | null;
}

/**
 * The device position when it is readily available: only if location permission was granted
 * already (no prompt while reporting an issue) and only once it arrives; nothing waits for it.
 */
export function useReadyPosition(active: boolean): GpsFields | null {
  const [position, setPosition] = useState<GpsFields | null>(null);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation || !navigator.permissions?.query) return;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled || status.state !== 'granted') return;
        geolocation.getCurrentPosition(
          ({ coords }) => {
            if (!cancelled) setPosition(gpsStrings(coords));
          },
          () => {},
          GPS_OPTIONS,
        );
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [active]);
  return position;
}
