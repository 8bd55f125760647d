import { z } from 'zod';
import {
  isCalendarDay,
  isDayWithinCalendar,
  isWithinCalendar,
  OUT_OF_CALENDAR,
} from '#core/common/date-range.ts';
import { deviceTimeField } from '#core/common/device-time.ts';
import { CURSOR_MESSAGE, decodePageCursor } from '#core/common/page-cursor.ts';
import { multiLine } from '#core/common/single-line.ts';
import { gpsFieldsSchema, queryIntSchema } from '#core/common/wire.schema.ts';
import {
  ENTER_READING_MESSAGE,
  METER_READS_MAX_LIMIT,
  meterTypes,
  NOTES_MAX,
  READING_PATTERN,
  WARNING_MAX,
} from './meter-constants.ts';

export const meterTypeSchema = z.enum(meterTypes);
const readingValue = z
  .string()
  .regex(READING_PATTERN, 'must be a number with at most 9 digits before and 3 after the decimal point');

const blankToNull = (v: string | null | undefined) => {
  const trimmed = v?.trim();
  return trimmed ? trimmed : null;
};

/** Blank or null: a photo-only reading that still needs transcription. */
export const optionalReadingSchema = z
  .string()
  .max(30)
  .nullish()
  .transform(blankToNull)
  .pipe(readingValue.nullable());
export const requiredReadingSchema = z
  .string({ error: ENTER_READING_MESSAGE })
  .max(30)
  .trim()
  .min(1, ENTER_READING_MESSAGE)
  .pipe(readingValue);

const notesSchema = multiLine(z.string().max(NOTES_MAX)).nullish().transform(blankToNull);
const warningSchema = multiLine(z.string().max(WARNING_MAX)).nullish().transform(blankToNull);

export const createMeterImageBodySchema = z
  .object({
    guid: z.uuid(),
    locationId: z.uuid(),
    meterType: meterTypeSchema,
    photoPath: z.string().max(100),
    status: z.literal('uploaded').optional(),
    marinaId: z.uuid().optional(),
  })
  .extend(gpsFieldsSchema.shape)
  .refine((body) => body.photoPath === `/img/${body.guid}`, {
    path: ['photoPath'],
    message: 'must be /img/{guid} of this photo',
  });
export type CreateMeterImageBody = z.output<typeof createMeterImageBodySchema>;
export type CreateMeterImageRequest = z.input<typeof createMeterImageBodySchema>;

export const createMeterReadingBodySchema = z.object({
  guid: z.uuid(),
  activityId: z.uuid(),
  meterImageId: z.uuid().nullish(),
  meterType: meterTypeSchema,
  reading: optionalReadingSchema,
  notes: notesSchema,
  marinaId: z.uuid().optional(),
  /** The unusual-value warning the user saw and confirmed. */
  warning: warningSchema,
  ...deviceTimeField,
});
export type CreateMeterReadingBody = z.output<typeof createMeterReadingBodySchema>;
export type CreateMeterReadingRequest = z.input<typeof createMeterReadingBodySchema>;

export const updateMeterReadingBodySchema = z.object({
  reading: requiredReadingSchema,
  /** Absent keeps the notes; blank clears them. */
  notes: z
    .string()
    .max(NOTES_MAX)
    .nullish()
    .transform((v) => (v === undefined ? undefined : blankToNull(v))),
  marinaId: z.uuid().optional(),
  warning: warningSchema,
});
export type UpdateMeterReadingBody = z.output<typeof updateMeterReadingBodySchema>;
export type UpdateMeterReadingRequest = z.input<typeof updateMeterReadingBodySchema>;

/** Paths match case-insensitively (spec 000 section 1): /record-meter/…/Power is the power meter. */
export const recordMeterParamsSchema = z.object({
  locationGuid: z.uuid(),
  meterType: z.string().max(10).toLowerCase().pipe(meterTypeSchema),
});
export type RecordMeterParams = z.input<typeof recordMeterParamsSchema>;
export const optionalMarinaQuerySchema = z.object({ marinaId: z.uuid().optional() });
export type OptionalMarinaQuery = z.input<typeof optionalMarinaQuerySchema>;

const dateTimeFormat = z.iso.datetime({ offset: true });
const isDateOrDateTime = (v: string) => isCalendarDay(v) || dateTimeFormat.safeParse(v).success;
const isWithin = (v: string) => (isCalendarDay(v) ? isDayWithinCalendar(v) : isWithinCalendar(Date.parse(v)));
const dateParam = z
  .string()
  .max(40)
  .refine(isDateOrDateTime, 'must be a date (YYYY-MM-DD) or an ISO date-time')
  .refine((v) => !isDateOrDateTime(v) || isWithin(v), OUT_OF_CALENDAR)
  .meta({ anyOf: [{ format: 'date' }, { format: 'date-time' }] });
const allMeansNone = (v: string | undefined) => (!v || v === 'all' ? undefined : v);

/** The history's filters (spec 001: marinaId, startDate, endDate, limit; optional meterType, parentLocationId). */
export const meterReadsFilterSchema = z.object({
  marinaId: z.uuid(),
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
  limit: queryIntSchema(1, METER_READS_MAX_LIMIT, METER_READS_MAX_LIMIT),
  meterType: z.string().max(10).optional().transform(allMeansNone).pipe(meterTypeSchema.optional()),
  parentLocationId: z.string().max(40).optional().transform(allMeansNone).pipe(z.uuid().optional()),
});
export type MeterReadsFilter = z.output<typeof meterReadsFilterSchema>;
export type MeterReadsFilterRequest = z.input<typeof meterReadsFilterSchema>;

const cursorParam = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decodePageCursor(text);
    if (!cursor) ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
    return cursor ?? z.NEVER;
  });

/**
 * The list's query. Opt-in paging (decision 0046): `paged=true` answers a page `{ items,
 * nextCursor }` of `limit` readings; `after` (a page's nextCursor) asks for the page after it.
 * Without `paged` the answer is the spec's plain list.
 */
export const meterReadsQuerySchema = meterReadsFilterSchema.extend({
  paged: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  after: cursorParam.optional(),
});
export type MeterReadsQuery = z.output<typeof meterReadsQuerySchema>;
export type MeterReadsRequest = z.input<typeof meterReadsQuerySchema>;

const guidName = z.object({ guid: z.uuid(), name: z.string() });
export const meterImageRefSchema = z.object({ guid: z.uuid(), photoPath: z.string().nullable() });

export const meterImageSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  locationId: z.uuid().nullable(),
  meterType: z.string(),
  photoPath: z.string().nullable(),
  gpsLatitude: z.string().nullable(),
  gpsLongitude: z.string().nullable(),
  gpsAccuracy: z.string().nullable(),
  contentType: z.string().nullable(),
  byteSize: z.number().nullable(),
  status: z.string(),
  uploadedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MeterImage = z.infer<typeof meterImageSchema>;

/** One reading as every meter call returns it; consumption is the use since the previous reading. */
export const meterReadingSchema = z.object({
  guid: z.uuid(),
  activityId: z.uuid(),
  meterImageId: z.uuid().nullable(),
  marinaId: z.uuid(),
  meterType: z.string(),
  /** The unit it was recorded in (ASCII: `m3`), kept when the marina's unit changes (decision 0053). */
  unit: z.string(),
  reading: z.string().nullable(),
  notes: z.string().nullable(),
  warning: z.string().nullable(),
  /** The use since the previous reading, null when there is none or it was in another unit. */
  consumption: z.string().nullable(),
  /** The previous reading was recorded in another unit: no use is computed across the change. */
  unitChanged: z.boolean(),
  createdAt: z.string(),
  transcribedAt: z.string().nullable(),
  activity: z.object({
    guid: z.uuid(),
    locationId: z.uuid().nullable(),
    timestamp: z.string().nullable(),
    comment: z.string().nullable(),
    userId: z.uuid().nullable(),
  }),
  location: guidName.extend({ parentLocation: guidName.nullable() }).nullable(),
  meterImage: meterImageRefSchema.nullable(),
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const recordMeterResponseSchema = z.object({
  /** marinaId: the location's own marina, which the screen's writes go to (a QR code may lead elsewhere). */
  location: guidName.extend({ marinaId: z.uuid() }),
  embeddedData: z.object({
    uploadURL: z.string(),
    meterImageGuid: z.uuid(),
    activityGuid: z.uuid(),
    meterReadingGuid: z.uuid(),
  }),
  recentReadings: z.array(meterReadingSchema),
  lastReading: meterReadingSchema.nullable(),
  averageUse: z.string().nullable(),
});
export type RecordMeterResponse = z.infer<typeof recordMeterResponseSchema>;

export const meterReadsCountSchema = z.object({ count: z.number().int() });
export const deletedReadingSchema = z.object({ guid: z.uuid(), deleted: z.literal(true) });
export type MeterReadsCount = z.infer<typeof meterReadsCountSchema>;
export type DeletedReading = z.infer<typeof deletedReadingSchema>;
