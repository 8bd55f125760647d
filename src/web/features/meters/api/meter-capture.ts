import type { MeterType } from '#core/meters/meter-constants.ts';

/** A meter read at a location: what its activity and its photo each carry, under a guid of their own. */
export interface MeterCapture {
  guid: string;
  locationId: string;
  meterType: MeterType;
  /** Where the photo was taken; null without a photo or its position. */
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  marinaId: string | null;
}

export const NO_GPS = { gpsLatitude: null, gpsLongitude: null, gpsAccuracy: null } as const;
