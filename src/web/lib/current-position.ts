import { GPS_OPTIONS } from '#core/check-in/check-in.ts';

/**
 * One GPS fix with the check-in's options (a location's reference, a plan's calibration spot, a
 * check-in); rejects with 'unsupported' without geolocation.
 */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      reject('unsupported');
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, GPS_OPTIONS);
  });
}
