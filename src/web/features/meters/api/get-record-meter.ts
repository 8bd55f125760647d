import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeterType } from '#core/meters/meter-constants.ts';
import type { RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** The query key: the API path plus its parameters (marinaId left out when there is none). */
export const recordMeterQueryKey = (locationGuid: string, meterType: MeterType, marinaId: string | null) =>
  endpointKey(metersEndpoints.recordMeter, {
    params: { locationGuid, meterType },
    ...(marinaId ? { query: { marinaId } } : {}),
  });

/**
 * GET /api/record-meter/{locationGuid}/{meterType}?marinaId=: the location, fresh guids and upload
 * URL for the next reading (embeddedData), the last 12 readings and the meter's average use.
 */
export const recordMeterQueryOptions = (
  locationGuid: string,
  meterType: MeterType,
  marinaId: string | null,
) => queryOptions<RecordMeterResponse>({ queryKey: recordMeterQueryKey(locationGuid, meterType, marinaId) });

export function useRecordMeter(
  locationGuid: string,
  meterType: MeterType,
  marinaId: string | null,
  enabled: boolean,
) {
  return useQuery({ ...recordMeterQueryOptions(locationGuid, meterType, marinaId), enabled });
}
