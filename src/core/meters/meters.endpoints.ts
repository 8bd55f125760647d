import { defineRoute } from '#core/api/endpoint.ts';
import type {
  CreateMeterImageRequest,
  CreateMeterReadingRequest,
  DeletedReading,
  MeterImage,
  MeterReading,
  MeterReadsCount,
  MeterReadsFilterRequest,
  MeterReadsRequest,
  OptionalMarinaQuery,
  RecordMeterParams,
  RecordMeterResponse,
  UpdateMeterReadingRequest,
} from './meter-reading.schema.ts';
import type { MeterReadsPage, MeterReadsSummary } from './meter-reads-views.schema.ts';

/**
 * The meter endpoints (spec 001 section 5), without schemas: what the web calls. The record
 * screen, photos and readings name a location, an activity or a reading: their marina is the
 * record's (`marinaFrom: 'record'`, the service finds it and guards it; a marinaId sent along is
 * checked against it). The meter reads lists name the marina in the query.
 */
export const metersEndpoints = {
  recordMeter: defineRoute<{
    params: RecordMeterParams;
    query: OptionalMarinaQuery;
    result: RecordMeterResponse;
  }>()({
    method: 'GET',
    path: '/api/record-meter/:locationGuid/:meterType',
    operationId: 'getRecordMeter',
    summary: "The record screen of a location's meter: recent readings, upload URL and fresh guids",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
    uploadSlot: (answer: RecordMeterResponse) => ({
      guid: answer.embeddedData.meterImageGuid,
      uploadURL: answer.embeddedData.uploadURL,
    }),
  }),
  createImage: defineRoute<{ body: CreateMeterImageRequest; result: MeterImage }>()({
    method: 'POST',
    path: '/api/meter-images',
    operationId: 'createMeterImage',
    summary: 'Registers an uploaded meter photo (idempotent by guid)',
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'queue',
  }),
  createReading: defineRoute<{ body: CreateMeterReadingRequest; result: MeterReading }>()({
    method: 'POST',
    path: '/api/meter-readings',
    operationId: 'createMeterReading',
    summary: 'Records the reading of a meter_read activity (idempotent by guid)',
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'queue',
  }),
  readingOfActivity: defineRoute<{ params: { guid: string }; result: MeterReading | null }>()({
    method: 'GET',
    // The activity's guid; named like the reading routes' parameter (one path in the document).
    path: '/api/meter-readings/:guid',
    operationId: 'getMeterReadingOfActivity',
    summary: 'The reading of a meter_read activity, or null while it has none',
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  }),
  updateReading: defineRoute<{
    params: { guid: string };
    body: UpdateMeterReadingRequest;
    result: MeterReading;
  }>()({
    method: 'PUT',
    path: '/api/meter-readings/:guid',
    operationId: 'updateMeterReading',
    summary: "Changes or transcribes a reading's value (admins any, staff their own or an empty one)",
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'online-only',
  }),
  deleteReading: defineRoute<{
    params: { guid: string };
    query: { marinaId: string };
    result: DeletedReading;
  }>()({
    method: 'DELETE',
    path: '/api/meter-readings/:guid',
    operationId: 'deleteMeterReading',
    summary: 'Removes a reading and its meter activity (admins any, staff their own)',
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'online-only',
  }),
  /** The spec's list; with `paged=true` a page of it (decision 0046). */
  listReads: defineRoute<{ query: MeterReadsRequest; result: MeterReading[] | MeterReadsPage }>()({
    method: 'GET',
    path: '/api/meter-reads',
    operationId: 'listMeterReads',
    summary: "The marina's readings in a window, newest first, with their consumption (paged=true: a page)",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'query',
  }),
  summarizeReads: defineRoute<{ query: MeterReadsFilterRequest; result: MeterReadsSummary }>()({
    method: 'GET',
    path: '/api/meter-reads/summary',
    operationId: 'summarizeMeterReads',
    summary: "The history's count per parent location and each meter's readings for its charts",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'query',
  }),
  countRecentReads: defineRoute<{ query: { marinaId: string }; result: MeterReadsCount }>()({
    method: 'GET',
    path: '/api/meter-reads/count/last40days',
    operationId: 'countRecentMeterReads',
    summary: "The number of the marina's readings in the last 40 days",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  }),
} as const;
