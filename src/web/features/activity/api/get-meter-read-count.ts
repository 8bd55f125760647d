import { queryOptions, useQuery } from '@tanstack/react-query';
import type { On401 } from '#web/lib/api-client.ts';
import { getQueryFn } from '#web/lib/query-client.ts';

/** GET /api/meter-reads/count/last40days?marinaId=: the readings of the last 40 days, { count }. */
export const meterReadCountQueryOptions = (marinaId: string, on401: On401 = 'redirect') =>
  queryOptions<{ count: number }>({
    queryKey: ['/api/meter-reads/count/last40days', { marinaId }],
    queryFn: getQueryFn<{ count: number }>({ on401 }),
  });

export function useMeterReadCount(marinaId: string | null, on401: On401 = 'redirect') {
  return useQuery({ ...meterReadCountQueryOptions(marinaId ?? '', on401), enabled: marinaId !== null });
}
