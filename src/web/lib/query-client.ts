import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, buildUrl, type On401, type QueryParams } from './api-client.ts';
import { isNetworkFailure, isPersisted, persistQuery, readPersistedQuery } from './offline/query-persist.ts';

/**
 * Query keys are the API path plus its parameters: ['/api/locations', { marinaId }].
 * The query function turns the key back into the URL.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return ({ queryKey, signal }) => readQueryKey<T>(queryKey, { on401, signal });
}

/**
 * The GET a query key stands for. Offline reads (ADR 0021): a kept path's answer is stored on the
 * device and used when the network is down. Also for a query whose pages each have their own key
 * (the meter reads history, decision 0046): every page is kept and answered offline alike.
 */
export async function readQueryKey<T>(
  queryKey: readonly unknown[],
  { on401, signal }: { on401: On401; signal?: AbortSignal },
): Promise<T> {
  const [path, params] = queryKey as [string, QueryParams | undefined];
  if (!isPersisted(path)) return apiRequest<T>('GET', buildUrl(path, params), undefined, { on401, signal });
  try {
    const data = await apiRequest<T>('GET', buildUrl(path, params), undefined, { on401, signal });
    void persistQuery(queryKey, data).catch(() => undefined);
    return data;
  } catch (error) {
    const saved = isNetworkFailure(error)
      ? await readPersistedQuery(queryKey).catch(() => undefined)
      : undefined;
    if (!saved) throw error;
    return saved.data as T;
  }
}

/**
 * Spec 000 section 7: no retries, never stale, no refetch on focus, no polling. Network mode
 * 'always' (ADR 0021): TanStack Query would otherwise pause every query and mutation once the
 * browser says it is offline, and nothing would reach the offline reads or the write queue
 * until the signal came back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'redirect' }),
        networkMode: 'always',
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
