import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call, queuedCall } from '#web/lib/call.ts';
import { PHOTO_GUID, type QueuedPhoto } from '#web/lib/offline/outbox-types.ts';
import type { MeterCapture } from './meter-capture.ts';

const meterImageBody = ({ marinaId, ...input }: MeterCapture) => ({
  ...input,
  photoPath: `/img/${input.guid}`,
  status: 'uploaded' as const,
  ...(marinaId ? { marinaId } : {}),
});

/** POST /api/meter-images: registers the uploaded photo (a retry with the same guid is safe). */
export function createMeterImage(input: MeterCapture) {
  return call(metersEndpoints.createImage, { body: meterImageBody(input) });
}

/**
 * A meter photo that did not reach the server yet, queued with its reading (ADR 0021): a fresh
 * upload slot from the record screen's read, then registered like createMeterImage, its guid
 * (PHOTO_GUID until then) the slot's.
 */
export function queuedMeterPhoto(blob: Blob, input: Omit<MeterCapture, 'guid'>): QueuedPhoto {
  const { locationId: locationGuid, meterType, marinaId } = input;
  return {
    blob,
    slot: queuedCall(metersEndpoints.recordMeter, {
      params: { locationGuid, meterType },
      query: marinaId ? { marinaId } : {},
    }),
    register: queuedCall(metersEndpoints.createImage, {
      body: meterImageBody({ ...input, guid: PHOTO_GUID }),
    }),
  };
}
