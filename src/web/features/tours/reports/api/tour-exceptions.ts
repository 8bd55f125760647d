import { useQuery } from '@tanstack/react-query';
import { tourExceptionsEndpoints as routes } from '#core/tours/tour-exceptions.endpoints.ts';
import type { TourExceptionsRequest } from '#core/tours/tour-exceptions.schema.ts';
import { toursQueryOptions } from '#web/features/tours/settings/api/tours.ts';
import { throwIfNotOk } from '#web/lib/api-client.ts';
import { urlOf } from '#web/lib/call.ts';
import { downloadText } from '#web/lib/download-text.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

export type TourExceptionsFilter = Omit<TourExceptionsRequest, 'format'>;

/** GET /api/reports/tour-exceptions (JSON): the marina's admins only. */
export const tourExceptionsQueryOptions = (query: TourExceptionsFilter) =>
  endpointQuery(routes.report, { query });

export function useTourExceptions(query: TourExceptionsFilter | null) {
  return useQuery({
    ...tourExceptionsQueryOptions(query ?? { marinaId: '' }),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/tours?marinaId= (the tour filter's choices; the same cached answer Marina Settings reads). */
export function useMarinaTours(marinaId: string | null) {
  return useQuery({ ...toursQueryOptions(marinaId ?? ''), enabled: marinaId !== null });
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) return decodeURIComponent(exact);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** GET …&format=csv: the server's file, saved through the browser's download. */
export async function downloadTourExceptionsCsv(query: TourExceptionsFilter): Promise<void> {
  const response = await fetch(urlOf(routes.report, { query: { ...query, format: 'csv' } }), {
    credentials: 'include',
  });
  await throwIfNotOk(response);
  downloadText(await response.text(), fileNameOf(response, 'tour-exceptions.csv'), 'text/csv;charset=utf-8');
}
