import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, buildUrl, type On401, type QueryParams } from './api-client.ts';

/**
 * Query keys are the API path plus its parameters: ['/api/locations', { marinaId }].
 * The query function turns the key back into the URL.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return ({ queryKey, signal }) => {
    const [path, params] = queryKey as [string, QueryParams | undefined];
    return apiRequest<T>('GET', buildUrl(path, params), undefined, { on401, signal });
  };
}

/** Spec 000 section 7: no retries, never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'redirect' }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
