import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { METER_READS_MAX_LIMIT, METER_READS_PAGE } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import type { MeterReadsPage } from '#core/meters/meter-reads-views.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';
import { readQueryKey } from '#web/lib/query-client.ts';

export interface MeterReadsParams {
  marinaId: string;
  /** ISO date-times with the device's offset (whole local days). */
  startDate: string | undefined;
  endDate: string | undefined;
  /** Left out for all types / all locations. */
  meterType: string | undefined;
  parentLocationId: string | undefined;
}

const NO_PARAMS: MeterReadsParams = {
  marinaId: '',
  startDate: undefined,
  endDate: undefined,
  meterType: undefined,
  parentLocationId: undefined,
};

/**
 * GET /api/meter-reads?marinaId=&startDate=&endDate=&limit=5000&meterType=&parentLocationId=: the
 * whole list in one answer (the CSV export; the shift summary asks for its own window).
 */
export const meterReadsQueryOptions = (params: MeterReadsParams) =>
  // Typed by hand: the endpoint answers a page instead with paged=true, which this read never asks.
  queryOptions<MeterReading[]>({
    queryKey: endpointKey(metersEndpoints.listReads, { query: { ...params, limit: METER_READS_MAX_LIMIT } }),
  });

/**
 * The history's pages (decision 0046): `paged=true&limit=100`, each further page `after` the
 * cursor of the one before. Every page is read by its own key, so each is kept for offline use as
 * any other read (ADR 0021).
 */
export const meterReadPagesQueryOptions = (params: MeterReadsParams) => {
  const query = { ...params, limit: METER_READS_PAGE, paged: 'true' };
  return infiniteQueryOptions({
    queryKey: endpointKey(metersEndpoints.listReads, { query }),
    queryFn: ({ pageParam, signal }) =>
      readQueryKey<MeterReadsPage>(
        endpointKey(metersEndpoints.listReads, { query: { ...query, after: pageParam } }),
        {
          on401: 'redirect',
          signal,
        },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MeterReadsPage) => page.nextCursor ?? undefined,
  });
};

export function useMeterReadPages(params: MeterReadsParams | null) {
  return useInfiniteQuery({
    ...meterReadPagesQueryOptions(params ?? NO_PARAMS),
    enabled: params !== null,
    // Changing a filter keeps the old rows on screen until the new ones are there.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/meter-reads/summary: the count per parent location and each meter's chart points. */
export const meterReadsSummaryQueryOptions = (params: MeterReadsParams) =>
  endpointQuery(metersEndpoints.summarizeReads, { query: { ...params } });

export function useMeterReadsSummary(params: MeterReadsParams | null) {
  return useQuery({
    ...meterReadsSummaryQueryOptions(params ?? NO_PARAMS),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
