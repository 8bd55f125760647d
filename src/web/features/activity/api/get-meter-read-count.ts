import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeterReadsCount } from '#core/meters/meter-reading.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import type { On401 } from '#web/lib/api-client.ts';
import { endpointKey } from '#web/lib/call.ts';
import { getQueryFn } from '#web/lib/query-client.ts';

/** GET /api/meter-reads/count/last40days?marinaId=: the readings of the last 40 days, { count }. */
export const meterReadCountQueryOptions = (marinaId: string, on401: On401 = 'redirect') =>
  queryOptions<MeterReadsCount>({
    queryKey: endpointKey(metersEndpoints.countRecentReads, { query: { marinaId } }),
    queryFn: getQueryFn<MeterReadsCount>({ on401 }),
  });

export function useMeterReadCount(marinaId: string | null, on401: On401 = 'redirect') {
  return useQuery({ ...meterReadCountQueryOptions(marinaId ?? '', on401), enabled: marinaId !== null });
}
