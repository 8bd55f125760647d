import { createResponses, withSchemas } from '#core/api/endpoint.ts';
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
import { metersEndpoints as routes } from './meters.endpoints.ts';

/** The meter endpoints with their schemas: what the server registers and documents. */
export const metersApi = {
  recordMeter: withSchemas(routes.recordMeter, {
    params: recordMeterParamsSchema,
    query: optionalMarinaQuerySchema,
    responses: { 200: recordMeterResponseSchema },
  }),
  createImage: withSchemas(routes.createImage, {
    body: createMeterImageBodySchema,
    responses: createResponses(meterImageSchema),
  }),
  createReading: withSchemas(routes.createReading, {
    body: createMeterReadingBodySchema,
    responses: createResponses(meterReadingSchema),
  }),
  readingOfActivity: withSchemas(routes.readingOfActivity, {
    params: guidParamsSchema,
    responses: { 200: meterReadingSchema.nullable() },
  }),
  updateReading: withSchemas(routes.updateReading, {
    params: guidParamsSchema,
    body: updateMeterReadingBodySchema,
    responses: { 200: meterReadingSchema },
  }),
  deleteReading: withSchemas(routes.deleteReading, {
    params: guidParamsSchema,
    query: marinaQuerySchema,
    responses: { 200: deletedReadingSchema },
  }),
  listReads: withSchemas(routes.listReads, {
    query: meterReadsQuerySchema,
    responses: { 200: meterReadsAnswerSchema },
  }),
  summarizeReads: withSchemas(routes.summarizeReads, {
    query: meterReadsFilterSchema,
    responses: { 200: meterReadsSummarySchema },
  }),
  countRecentReads: withSchemas(routes.countRecentReads, {
    query: marinaQuerySchema,
    responses: { 200: meterReadsCountSchema },
  }),
} as const;
