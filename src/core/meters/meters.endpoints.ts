import { defineRoutes } from '#core/api/endpoint.ts';
import type { metersSchemas } from './meters.schemas.ts';

/**
 * The meter endpoints (spec 001 section 5), without schemas: what the web calls. The record
 * screen, photos and readings name a location, an activity or a reading: their marina is the
 * record's (`marinaFrom: 'record'`, the service finds it and guards it; a marinaId sent along is
 * checked against it). The meter reads lists name the marina in the query.
 */
export const metersEndpoints = defineRoutes<typeof metersSchemas>()({
  recordMeter: {
    method: 'GET',
    path: '/api/record-meter/:locationGuid/:meterType',
    operationId: 'getRecordMeter',
    summary: "The record screen of a location's meter: recent readings, upload URL and fresh guids",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
    uploadSlot: (answer) => ({
      guid: answer.embeddedData.meterImageGuid,
      uploadURL: answer.embeddedData.uploadURL,
    }),
  },
  createImage: {
    method: 'POST',
    path: '/api/meter-images',
    operationId: 'createMeterImage',
    summary: 'Registers an uploaded meter photo (idempotent by guid)',
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'queue',
  },
  createReading: {
    method: 'POST',
    path: '/api/meter-readings',
    operationId: 'createMeterReading',
    summary: 'Records the reading of a meter_read activity (idempotent by guid)',
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'queue',
  },
  readingOfActivity: {
    method: 'GET',
    // The activity's guid; named like the reading routes' parameter (one path in the document).
    path: '/api/meter-readings/:guid',
    operationId: 'getMeterReadingOfActivity',
    summary: 'The reading of a meter_read activity, or null while it has none',
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  },
  updateReading: {
    method: 'PUT',
    path: '/api/meter-readings/:guid',
    operationId: 'updateMeterReading',
    summary: "Changes or transcribes a reading's value (admins any, staff their own or an empty one)",
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  deleteReading: {
    method: 'DELETE',
    path: '/api/meter-readings/:guid',
    operationId: 'deleteMeterReading',
    summary: 'Removes a reading and its meter activity (admins any, staff their own)',
    tag: 'Meters',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  /** The spec's list; with `paged=true` a page of it (decision 0046). */
  listReads: {
    method: 'GET',
    path: '/api/meter-reads',
    operationId: 'listMeterReads',
    summary: "The marina's readings in a window, newest first, with their consumption (paged=true: a page)",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'query',
  },
  summarizeReads: {
    method: 'GET',
    path: '/api/meter-reads/summary',
    operationId: 'summarizeMeterReads',
    summary: "The history's count per parent location and each meter's readings for its charts",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'query',
  },
  countRecentReads: {
    method: 'GET',
    path: '/api/meter-reads/count/last40days',
    operationId: 'countRecentMeterReads',
    summary: "The number of the marina's readings in the last 40 days",
    tag: 'Meters',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  },
});
