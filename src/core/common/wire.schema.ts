import { z } from 'zod';
import { isWithinCalendar, OUT_OF_CALENDAR } from './date-range.ts';
import { decimalPattern } from './decimal.ts';
import { isTimeZone } from './time-zone.ts';

/** Shared pieces of the wire format: guids, marina scope, decimals as strings, ISO times. */
export const guidSchema = z.uuid();
export const guidParamsSchema = z.object({ guid: z.uuid() });
export const marinaQuerySchema = z.object({ marinaId: z.uuid() });
export const messageSchema = z.object({ message: z.string() });

/**
 * A whole number in a query string: decimal digits only (no '0x1F', '1e2', ' 5', '2.0'), then
 * range-checked; absent gives the default.
 */
export const queryIntSchema = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

/** An IANA time zone name this runtime knows, e.g. 'America/New_York' (decision 0026). */
export const timeZoneSchema = z
  .string({ error: 'must be an IANA time zone, e.g. America/New_York' })
  .refine(isTimeZone, 'must be a known IANA time zone, e.g. America/New_York');

/**
 * ISO 8601 date-time with offset, as sent and received, in the years 2000 to 2100 (date-range.ts;
 * what is not a date-time at all is the format check's to name).
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) || isWithinCalendar(ms);
}, OUT_OF_CALENDAR);

/** A decimal that must survive exactly: a string like '1234.567' (numbers are accepted and kept as text). */
export const decimalString = (integerDigits: number, scale: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(
      z
        .string()
        .regex(
          decimalPattern(integerDigits, scale),
          `must be a decimal with at most ${integerDigits} digits before and ${scale} after the point`,
        ),
    );

/**
 * GPS as the spec sends it: strings or null; validated to the column sizes. At most 15 decimals
 * (what a double carries); the columns keep 8 (latitude, longitude) and 2 (accuracy), rounded.
 */
export const gpsFieldsSchema = z.object({
  gpsLatitude: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
    .refine(
      (v) => v === null || (/^-?\d{1,2}(\.\d{1,15})?$/.test(v) && Math.abs(Number(v)) <= 90),
      'must be a latitude between -90 and 90',
    ),
  gpsLongitude: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
    .refine(
      (v) => v === null || (/^-?\d{1,3}(\.\d{1,15})?$/.test(v) && Math.abs(Number(v)) <= 180),
      'must be a longitude between -180 and 180',
    ),
  gpsAccuracy: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
    .refine((v) => v === null || /^\d{1,8}(\.\d{1,15})?$/.test(v), 'must be a non-negative number of metres'),
});
