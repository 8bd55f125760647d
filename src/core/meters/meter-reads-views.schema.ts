import { z } from 'zod';
import { meterReadingSchema } from './meter-reading.schema.ts';

/**
 * The other shapes of the meter reads history (decision 0046): a page of the list, and the
 * summary the screen's count, group headings and charts are drawn from.
 */

/** GET /api/meter-reads?paged=true: `limit` readings and where the next page starts (null: none). */
export const meterReadsPageSchema = z.object({
  items: z.array(meterReadingSchema),
  nextCursor: z.string().nullable(),
});
export type MeterReadsPage = z.infer<typeof meterReadsPageSchema>;

/** The list's answer: the spec's plain list, or a page when `paged=true` was sent. */
export const meterReadsAnswerSchema = z.union([z.array(meterReadingSchema), meterReadsPageSchema]);

/**
 * One meter (a location's meter of one type) and its readings with a value in one unit, oldest
 * first. A meter read in two units (the marina changed it) comes as two series (decision 0053).
 */
export const meterSeriesSchema = z.object({
  locationId: z.uuid(),
  locationName: z.string(),
  meterType: z.string(),
  /** The unit of these readings (ASCII: `m3`). */
  unit: z.string(),
  /** When each reading was taken (the activity's time, else the reading's), ISO 8601. */
  at: z.array(z.string()),
  /** The values, exact decimals as text, in the order of `at`. */
  readings: z.array(z.string()),
});
export type MeterSeries = z.infer<typeof meterSeriesSchema>;

export const meterReadsSummarySchema = z.object({
  /** Every reading the filters match (the history's result count). */
  count: z.number().int(),
  /** The same readings per parent location; guid null for locations without a parent. */
  parents: z.array(z.object({ guid: z.uuid().nullable(), count: z.number().int() })),
  /** The meters of the newest `limit` of them (the list's own rows), for the charts. */
  meters: z.array(meterSeriesSchema),
});
export type MeterReadsSummary = z.infer<typeof meterReadsSummarySchema>;
