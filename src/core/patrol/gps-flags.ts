import { perLocale } from '#core/common/format-locale.ts';
import { haversineMeters, type LatLng } from './geo.ts';

/**
 * GPS proof of presence (issue 9, ADR 0020): a check-in is flagged, never refused, when it was
 * made far from the location's reference position, with a poor GPS fix, or right after another
 * check-in by the same user at the same location.
 */

/** Farther than this from the reference position: 'far'. */
export const FAR_THRESHOLD_M = 100;
/** A reported accuracy worse (larger) than this: 'inaccurate'. */
export const ACCURACY_THRESHOLD_M = 50;
/** Another check-in by the same user at the same location less than this before: 'repeat'. */
export const REPEAT_WINDOW_MS = 2 * 60_000;
/** Without an admin-set reference, the median of this many first good check-ins becomes it. */
export const REFERENCE_SAMPLE_SIZE = 5;

export const GPS_FLAGS = ['far', 'inaccurate', 'repeat'] as const;
export type GpsFlag = (typeof GPS_FLAGS)[number];

export interface CheckInFacts {
  position: LatLng;
  /** Metres, as the device reported it; null when it did not. */
  accuracy: number | null;
  at: Date;
  reference: LatLng | null;
  /** When the same user last checked in at this location before `at`, if ever. */
  previousAt: Date | null;
}

export interface CheckInVerdict {
  flags: GpsFlag[];
  /** Whole metres from the reference position; null without a reference. */
  distance: number | null;
}

export function checkInVerdict(facts: CheckInFacts): CheckInVerdict {
  const flags: GpsFlag[] = [];
  const distance = facts.reference ? Math.round(haversineMeters(facts.position, facts.reference)) : null;
  if (distance !== null && distance > FAR_THRESHOLD_M) flags.push('far');
  if (facts.accuracy !== null && facts.accuracy > ACCURACY_THRESHOLD_M) flags.push('inaccurate');
  if (facts.previousAt) {
    const gap = facts.at.getTime() - facts.previousAt.getTime();
    if (gap >= 0 && gap < REPEAT_WINDOW_MS) flags.push('repeat');
  }
  return { flags, distance };
}

/** A check-in good enough to help place the reference: it has a reported accuracy within the threshold. */
export const isGoodFix = (accuracy: number | null): boolean =>
  accuracy !== null && accuracy <= ACCURACY_THRESHOLD_M;

/** The short label shown on the activity card, the feed and the shift summary. */
export function gpsFlagLabel(flag: GpsFlag, distance: number | null, accuracy: number | null): string {
  switch (flag) {
    case 'far':
      return distance === null ? 'Far from location' : `${formatMeters(distance)} from location`;
    case 'inaccurate':
      return accuracy === null ? 'Poor GPS accuracy' : `Poor GPS accuracy (±${formatMeters(accuracy)})`;
    case 'repeat':
      return 'Repeat check-in';
  }
}

/** 87 m, 1.2 km, 15 km. */
export function formatMeters(meters: number): string {
  if (meters < 1000) return `${wholeNumber().format(Math.round(meters))} m`;
  const km = meters / 1000;
  return `${km < 10 ? oneDecimal().format(km) : wholeNumber().format(Math.round(km))} km`;
}

/** Figures in the format locale (decision 0043): '2.5' in English, '2,5' in Spanish. */
const wholeNumber = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false }));
const oneDecimal = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
);

/** Flags as stored or sent, in display order, unknown values dropped. */
export const knownFlags = (values: readonly string[] | null | undefined): GpsFlag[] =>
  GPS_FLAGS.filter((flag) => values?.includes(flag));
