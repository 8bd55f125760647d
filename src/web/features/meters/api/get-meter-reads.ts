import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { METER_READS_MAX_LIMIT } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

export interface MeterReadsParams {
  marinaId: string;
  /** ISO date-times with the device's offset (whole local days). */
  startDate: string | undefined;
  endDate: string | undefined;
  /** Left out for all types / all locations. */
  meterType: string | undefined;
  parentLocationId: string | undefined;
}

/** GET /api/meter-reads?marinaId=&startDate=&endDate=&limit=5000&meterType=&parentLocationId= */
export const meterReadsQueryOptions = (params: MeterReadsParams) =>
  queryOptions<MeterReading[]>({
    queryKey: endpointKey(metersEndpoints.listReads, { query: { ...params, limit: METER_READS_MAX_LIMIT } }),
  });

export function useMeterReads(params: MeterReadsParams | null) {
  return useQuery({
    ...meterReadsQueryOptions(
      params ?? {
        marinaId: '',
        startDate: undefined,
        endDate: undefined,
        meterType: undefined,
        parentLocationId: undefined,
      },
    ),
    enabled: params !== null,
    // Changing a filter keeps the old rows on screen until the new ones are there.
    placeholderData: keepPreviousData,
  });
}
