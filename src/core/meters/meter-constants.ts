/**
 * Plain values of the meter-reading contract, apart from its zod schemas so that a screen which
 * needs only these (an activity card naming its meter) does not load and build the schemas.
 */
export const meterTypes = ['power', 'water', 'gas'] as const;
export type MeterType = (typeof meterTypes)[number];

export const RECENT_READINGS = 12;
export const METER_READS_MAX_LIMIT = 5000;
/** The history screen's page (decision 0046): about 75 KB of a realistic month. */
export const METER_READS_PAGE = 100;
export const METER_READS_COUNT_DAYS = 40;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const NOTES_MAX = 2000;
export const WARNING_MAX = 500;
export const ENTER_READING_MESSAGE = 'Please enter a reading value.';

/** numeric(12,3): at most 9 digits before the point and 3 after; a string, never a JS number. */
export const READING_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
