import type { FastifyInstance } from 'fastify';
import { metersApi } from '#core/meters/meters.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { createReading, deleteReading, readingOfActivity, updateReading } from './meter-readings.service.ts';
import { countRecentReads, listMeterReads } from './meter-reads.service.ts';
import { summarizeMeterReads } from './meter-reads-summary.service.ts';
import { createMeterImage, recordMeter, toMeterImage } from './meters.service.ts';

/**
 * Meter recording: the record screen, photos, readings and the meter reads history. The record
 * screen, photos and readings find their marina from the record (`marinaFrom: 'record'`).
 */
export async function metersRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  registerEndpoint(app, metersApi.recordMeter, (caller) =>
    recordMeter(
      { ...caller, config },
      caller.input.params.locationGuid,
      caller.input.params.meterType,
      caller.input.query.marinaId,
    ),
  );
  registerEndpoint(app, metersApi.createImage, async (caller) => {
    const { row, created } = await createMeterImage({ ...caller, config }, caller.input.body);
    return createdOrFound(created, toMeterImage(row));
  });
  registerEndpoint(app, metersApi.createReading, async (caller) => {
    const { reading, created } = await createReading(caller, caller.input.body);
    return createdOrFound(created, reading);
  });
  registerEndpoint(app, metersApi.readingOfActivity, (caller) =>
    readingOfActivity(caller, caller.input.params.guid),
  );
  registerEndpoint(app, metersApi.updateReading, (caller) =>
    updateReading(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, metersApi.deleteReading, (caller) =>
    deleteReading(caller, caller.input.params.guid, caller.input.query.marinaId),
  );
  registerEndpoint(app, metersApi.listReads, (caller) => listMeterReads(caller, caller.input.query));
  registerEndpoint(app, metersApi.summarizeReads, (caller) =>
    summarizeMeterReads(caller, caller.input.query),
  );
  registerEndpoint(app, metersApi.countRecentReads, (caller) => countRecentReads(caller));
}
