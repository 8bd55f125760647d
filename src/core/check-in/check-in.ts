import { AUTOMATIC_CHECK_IN_COMMENT } from '#core/activity/activity-constants.ts';

/** Patrol check-in from a QR code or NFC tag (spec 000 sections 2, 4, 5, 8 and 9). Pure rules only. */

/** GPS request: high accuracy, 15 s timeout, a cached position up to 60 s old. */
export const GPS_OPTIONS = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 } as const;

/** The URL hash that marks the check-in as done, so a reload does not check in twice. */
export const CHECKED_HASH = '#checked';

export const isAlreadyChecked = (hash: string): boolean => hash === CHECKED_HASH || hash === 'checked';

export const GPS_MESSAGES = {
  unsupported: 'GPS location is not supported by this browser',
  denied: 'Location access denied. Please enable location permissions and try again.',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out',
  unknown: 'Unable to get your location.',
} as const;

export const CHECK_IN_MESSAGES = {
  failed: 'Failed to complete check-in. Please try again.',
  notFoundDescription: 'The check-in location could not be found. Please check the QR code or NFC tag.',
  missingData: 'Missing location or GPS data',
} as const;

export type GpsProblem = keyof typeof GPS_MESSAGES;

/**
 * What went wrong with a GPS request: GeolocationPositionError codes 1 (permission denied),
 * 2 (position unavailable), 3 (timeout); 'unsupported' when the browser has no geolocation.
 * The web shows its text from the catalogue (checkIn:gps.<problem>).
 */
export function gpsProblem(error: { code?: number } | 'unsupported' | null | undefined): GpsProblem {
  if (error === 'unsupported') return 'unsupported';
  switch (error?.code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

/** The English message for a failed GPS request (spec 000 section 8). */
export const gpsErrorMessage = (error: Parameters<typeof gpsProblem>[0]): string =>
  GPS_MESSAGES[gpsProblem(error)];

export type BannerPhase = 'checking' | 'success' | 'already' | 'failed';

/** The banner above the location view. */
export function bannerText(phase: BannerPhase, locationName: string): string {
  switch (phase) {
    case 'checking':
      return `Checking in at ${locationName}...`;
    case 'success':
      return `Successfully checked in at ${locationName}`;
    case 'already':
      return `Check-in has already been processed for ${locationName}`;
    case 'failed':
      return `Check-in failed at ${locationName}`;
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
  accuracy: number | null | undefined;
}

/** Decimals as strings to the column sizes (latitude 10,8; longitude 11,8; accuracy 10,2): never exponent notation. */
export function gpsStrings(coords: Coordinates) {
  const accuracy = coords.accuracy;
  return {
    gpsLatitude: coords.latitude.toFixed(8),
    gpsLongitude: coords.longitude.toFixed(8),
    gpsAccuracy:
      typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 ? accuracy.toFixed(2) : null,
  };
}

/** A GPS figure as the server answers it (a decimal string), from a body that may carry a number. */
export const gpsFigure = (value: string | number | null | undefined): string | null =>
  value == null ? null : String(value);

export class CheckInError extends Error {
  override readonly name = 'CheckInError';
}

const validCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** POST /api/activities body of a patrol check; needs the location and GPS coordinates. */
export function patrolCheckBody(input: {
  guid: string;
  locationId: string | null | undefined;
  staffName: string;
  coords: Coordinates | null | undefined;
}) {
  const { coords, locationId } = input;
  if (
    !locationId ||
    !coords ||
    !validCoordinate(coords.latitude, 90) ||
    !validCoordinate(coords.longitude, 180)
  ) {
    throw new CheckInError(CHECK_IN_MESSAGES.missingData);
  }
  return {
    guid: input.guid,
    locationId,
    type: 'patrol_check' as const,
    staffName: input.staffName,
    comment: AUTOMATIC_CHECK_IN_COMMENT,
    ...gpsStrings(coords),
  };
}

/** The check-in lookup answers 404 for an unknown location (and 400 for an address that is not a guid). */
export const isLocationMissing = (status: number | undefined): boolean => status === 404 || status === 400;
