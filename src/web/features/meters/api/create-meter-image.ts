import type { MeterType } from '#core/meters/meter-constants.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call } from '#web/lib/call.ts';

export interface CreateMeterImageInput {
  guid: string;
  locationId: string;
  meterType: MeterType;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  marinaId: string | null;
}

/** POST /api/meter-images: registers the uploaded photo (a retry with the same guid is safe). */
export function createMeterImage({ marinaId, ...input }: CreateMeterImageInput) {
  return call(metersEndpoints.createImage, {
    body: {
      ...input,
      photoPath: `/img/${input.guid}`,
      status: 'uploaded',
      ...(marinaId ? { marinaId } : {}),
    },
  });
}
