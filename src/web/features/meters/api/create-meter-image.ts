import type { MeterType } from '#core/meters/meter-constants.ts';
import type { MeterImage } from '#core/meters/meter-reading.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

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
export function createMeterImage({ marinaId, ...input }: CreateMeterImageInput): Promise<MeterImage> {
  return apiRequest<MeterImage>('POST', '/api/meter-images', {
    ...input,
    photoPath: `/img/${input.guid}`,
    status: 'uploaded',
    ...(marinaId ? { marinaId } : {}),
  });
}
