import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  createMeterImageBodySchema,
  createMeterReadingBodySchema,
  deletedReadingSchema,
  meterImageSchema,
  meterReadingSchema,
  meterReadsCountSchema,
  meterReadsQuerySchema,
  optionalMarinaQuerySchema,
  recordMeterParamsSchema,
  recordMeterResponseSchema,
  updateMeterReadingBodySchema,
} from '#core/meters/meter-reading.schema.ts';
import { createReading, deleteReading, readingOfActivity, updateReading } from './meter-readings.service.ts';
import { countRecentReads, listMeterReads } from './meter-reads.service.ts';
import { createMeterImage, recordMeter, toMeterImage } from './meters.service.ts';

const activityParamsSchema = z.object({ activityGuid: z.uuid() });

/** Meter recording: the record screen, photos, readings and the meter reads history. */
export async function metersRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/record-meter/:locationGuid/:meterType',
    {
      schema: {
        params: recordMeterParamsSchema,
        querystring: optionalMarinaQuerySchema,
        response: { 200: recordMeterResponseSchema },
      },
    },
    async (request) =>
      recordMeter(request, request.params.locationGuid, request.params.meterType, request.query.marinaId),
  );

  app.post(
    '/api/meter-images',
    {
      schema: {
        body: createMeterImageBodySchema,
        response: { 200: meterImageSchema, 201: meterImageSchema },
      },
    },
    async (request, reply) => {
      const { row, created } = await createMeterImage(request, request.body);
      return reply.code(created ? 201 : 200).send(toMeterImage(row));
    },
  );

  app.post(
    '/api/meter-readings',
    {
      schema: {
        body: createMeterReadingBodySchema,
        response: { 200: meterReadingSchema, 201: meterReadingSchema },
      },
    },
    async (request, reply) => {
      const { reading, created } = await createReading(request, request.body);
      return reply.code(created ? 201 : 200).send(reading);
    },
  );

  app.get(
    '/api/meter-readings/:activityGuid',
    { schema: { params: activityParamsSchema, response: { 200: meterReadingSchema.nullable() } } },
    async (request) => readingOfActivity(request, request.params.activityGuid),
  );

  app.put(
    '/api/meter-readings/:guid',
    {
      schema: {
        params: guidParamsSchema,
        body: updateMeterReadingBodySchema,
        response: { 200: meterReadingSchema },
      },
    },
    async (request) => updateReading(request, request.params.guid, request.body),
  );

  app.delete(
    '/api/meter-readings/:guid',
    {
      schema: {
        params: guidParamsSchema,
        querystring: marinaQuerySchema,
        response: { 200: deletedReadingSchema },
      },
    },
    async (request) => deleteReading(request, request.params.guid, request.query.marinaId),
  );

  app.get(
    '/api/meter-reads',
    { schema: { querystring: meterReadsQuerySchema, response: { 200: z.array(meterReadingSchema) } } },
    async (request) => listMeterReads(request, request.query),
  );

  app.get(
    '/api/meter-reads/count/last40days',
    { schema: { querystring: marinaQuerySchema, response: { 200: meterReadsCountSchema } } },
    async (request) => countRecentReads(request, request.query.marinaId),
  );
}
