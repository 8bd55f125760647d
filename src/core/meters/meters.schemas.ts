import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  createMeterImageBodySchema,
  createMeterReadingBodySchema,
  deletedReadingSchema,
  meterImageSchema,
  meterReadingSchema,
  meterReadsCountSchema,
  meterReadsFilterSchema,
  meterReadsQuerySchema,
  optionalMarinaQuerySchema,
  recordMeterParamsSchema,
  recordMeterResponseSchema,
  updateMeterReadingBodySchema,
} from './meter-reading.schema.ts';
import { meterReadsAnswerSchema, meterReadsSummarySchema } from './meter-reads-views.schema.ts';

/**
 * The schemas of the meter endpoints: the one place their types are stated (`meters.endpoints.ts`
 * reads them).
 */
export const metersSchemas = {
  recordMeter: {
    params: recordMeterParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: recordMeterResponseSchema },
  },
  createImage: {
    body: createMeterImageBodySchema,
    responses: createResponses(meterImageSchema),
  },
  createReading: {
    body: createMeterReadingBodySchema,
    responses: createResponses(meterReadingSchema),
  },
  readingOfActivity: {
    params: guidParamsSchema,
    responses: { 200: meterReadingSchema.nullable() },
  },
  updateReading: {
    params: guidParamsSchema,
    body: updateMeterReadingBodySchema,
    responses: { 200: meterReadingSchema },
  },
  deleteReading: {
    params: guidParamsSchema,
    query: marinaQuerySchema,
    responses: { 200: deletedReadingSchema },
  },
  listReads: {
    query: meterReadsQuerySchema,
    responses: { 200: meterReadsAnswerSchema },
  },
  summarizeReads: {
    query: meterReadsFilterSchema,
    responses: { 200: meterReadsSummarySchema },
  },
  countRecentReads: {
    query: marinaQuerySchema,
    responses: { 200: meterReadsCountSchema },
  },
} as const satisfies AreaSchemas;
