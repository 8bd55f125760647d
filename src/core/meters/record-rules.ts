import { isAdminOf, type PermissionLike } from '#core/auth/permissions.ts';
import { type MeterType, meterTypes, READING_PATTERN } from './meter-constants.ts';
import type { MeterReading } from './meter-reading.schema.ts';

/** Spec 000 section 9. */
export const UPLOAD_DELAY_MS = 100;
export const AUTO_CAMERA_DELAY_MS = 500;
export const AUTO_CAMERA_HASH = '#AutoCamera';
export const SIBLINGS_EACH_SIDE = 2;

/** The texts of the record screen (spec 000 sections 2, 5 and 8). */
export const RECORD_MESSAGES = {
  invalidUrl: 'Invalid meter reading URL',
  loadFailed: 'Failed to load location data',
  enterReading: 'Please enter the meter reading value.',
  noLocationData: 'Location data not available. Please refresh the page.',
  noPhotoOrLocation: 'No photo or location data available',
  noLocation: 'No location data available',
  locationGuidMissing: 'Invalid location data - missing location GUID',
  badNumber: 'Enter a number with at most 9 digits before and 3 after the decimal point.',
  processFailed: 'Failed to process image. Please try again.',
  storageFailed: 'Failed to upload photo to storage',
  uploadFailedInline: 'Failed to upload photo. Please try again.',
} as const;

/** A text of the record screen, by name: the web shows its translation, the English is RECORD_MESSAGES'. */
export type RecordMessage = keyof typeof RECORD_MESSAGES;

export const isMeterType = (value: string | undefined): value is MeterType =>
  (meterTypes as readonly string[]).includes(value ?? '');

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record-meter URL names a location guid and one of the meter types. */
export const isValidMeterUrl = (locationGuid: string | undefined, meterType: string | undefined): boolean =>
  GUID.test(locationGuid ?? '') && isMeterType(meterType);

/** 'power' -> 'Power' (the badge reads '<Metertype> Meter'). */
export const meterTypeLabel = (type: string): string =>
  type ? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase() : '';

/** The meter type a meter_read activity was recorded for, from its comment 'Meter reading (<type>)'. */
export function meterTypeOfComment(comment: string | null | undefined): string | null {
  const match = /^Meter reading \((\w+)\)$/.exec(comment?.trim() ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Why a reading cannot be saved with the location data the screen holds, or null: none loaded
 * ('No location data available'), or data that does not name this screen's location.
 */
export function meterLocationProblem(
  locationGuid: string,
  data: { location?: { guid?: string | null } | null } | undefined,
): string | null {
  const problem = meterLocationProblemKey(locationGuid, data);
  return problem && RECORD_MESSAGES[problem];
}

/** meterLocationProblem's answer by name ('noLocation', 'locationGuidMissing'), or null. */
export function meterLocationProblemKey(
  locationGuid: string,
  data: { location?: { guid?: string | null } | null } | undefined,
): 'noLocation' | 'locationGuidMissing' | null {
  if (!data) return 'noLocation';
  const guid = data.location?.guid;
  if (!guid || guid.toLowerCase() !== locationGuid.toLowerCase()) return 'locationGuidMissing';
  return null;
}

/** The newest reading that has a value (readings come newest first; photo-only ones are skipped). */
export function latestTranscribed<T extends { reading: string | null }>(readings: readonly T[]): T | null {
  return readings.find((r) => r.reading !== null && r.reading.trim() !== '') ?? null;
}

/**
 * What is wrong with a typed reading, or null when it is a valid numeric(12,3) value. A blank one
 * gets the caller's message (the record screen and the dialogs word it differently).
 */
export function readingInputError(value: string, blankMessage: string): string | null {
  const problem = readingInputProblem(value);
  if (problem === 'blank') return blankMessage;
  return problem && RECORD_MESSAGES[problem];
}

/** readingInputError's answer by name: 'blank', 'badNumber' (RECORD_MESSAGES.badNumber), or null. */
export function readingInputProblem(value: string): 'blank' | 'badNumber' | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'blank';
  return READING_PATTERN.test(trimmed) ? null : 'badNumber';
}

/** When a reading happened: its activity's time, else when it was stored. */
export const readingTime = (reading: Pick<MeterReading, 'activity' | 'createdAt'>): string =>
  reading.activity.timestamp ?? reading.createdAt;

/**
 * Decision 0009: a reading's value may be changed or deleted by the staff member who recorded it
 * or an admin of its marina (the server enforces this; the web hides what would be refused).
 */
export function mayChangeReading(
  user: { guid: string; permissions: readonly PermissionLike<string>[] } | null,
  reading: Pick<MeterReading, 'marinaId' | 'activity'>,
): boolean {
  if (!user) return false;
  return isAdminOf(user.permissions, reading.marinaId) || reading.activity.userId === user.guid;
}

/** The siblings bar: up to 2 locations before and 2 after this one in the siblings' order. */
export function siblingWindow<T extends { guid: string }>(
  siblings: readonly T[],
  guid: string,
  eachSide: number = SIBLINGS_EACH_SIDE,
): { previous: T[]; next: T[] } {
  const index = siblings.findIndex((s) => s.guid.toLowerCase() === guid.toLowerCase());
  if (index < 0) return { previous: [], next: [] };
  return {
    previous: siblings.slice(Math.max(0, index - eachSide), index),
    next: siblings.slice(index + 1, index + 1 + eachSide),
  };
}

/** The 'Auto' checkbox is remembered in this cookie for 365 days (spec 000 sections 2 and 9). */
export const AUTO_CAMERA_COOKIE = 'AutoOpenMeterCamera';
export const AUTO_CAMERA_COOKIE_DAYS = 365;

/** The Set-Cookie text (for document.cookie) that remembers the choice. */
export function autoCameraCookie(on: boolean): string {
  const maxAge = AUTO_CAMERA_COOKIE_DAYS * 24 * 60 * 60;
  return `${AUTO_CAMERA_COOKIE}=${on ? 'true' : 'false'}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** Whether the cookie string (document.cookie) has the 'Auto' choice switched on. */
export function readAutoCamera(cookies: string): boolean {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AUTO_CAMERA_COOKIE) return rest.join('=').trim() === 'true';
  }
  return false;
}
