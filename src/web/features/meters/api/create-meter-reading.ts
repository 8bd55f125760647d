import type { MeterType } from '#core/meters/meter-constants.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call } from '#web/lib/call.ts';

export interface CreateMeterReadingInput {
  guid: string;
  activityId: string;
  meterImageId: string | null;
  meterType: MeterType;
  /** As typed (trimmed): a decimal string, never a float. */
  reading: string;
  notes: string | null;
  marinaId: string | null;
  /** The unusual-reading warning the user confirmed. */
  warning?: string | undefined;
}

/** POST /api/meter-readings: the reading of a meter_read activity, linked to its photo. */
export function createMeterReading(input: CreateMeterReadingInput) {
  return call(metersEndpoints.createReading, { body: meterReadingBody(input) });
}

/** The body of POST /api/meter-readings (also queued as is by the offline queue). */
export const meterReadingBody = ({ marinaId, warning, ...input }: CreateMeterReadingInput) => ({
  ...input,
  ...(marinaId ? { marinaId } : {}),
  ...(warning ? { warning } : {}),
});
