import { queryOptions, useQuery } from '@tanstack/react-query';
import { METER_READS_MAX_LIMIT } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** Spec 001 section 9: the shift summary fetches up to 5000 meter reads. */
export const SUMMARY_METER_READS_LIMIT = METER_READS_MAX_LIMIT;

/** GET /api/meter-reads?marinaId=&startDate=&limit=5000: the readings since the summary's start. */
export const summaryMeterReadsQueryOptions = (marinaId: string, startDate: string) =>
  queryOptions<MeterReading[]>({
    queryKey: endpointKey(metersEndpoints.listReads, {
      query: { marinaId, startDate, limit: SUMMARY_METER_READS_LIMIT },
    }),
  });

export function useSummaryMeterReads(marinaId: string | null, startDate: string) {
  return useQuery({
    ...summaryMeterReadsQueryOptions(marinaId ?? '', startDate),
    enabled: marinaId !== null,
  });
}
