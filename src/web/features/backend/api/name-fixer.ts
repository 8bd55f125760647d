import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NamedLocation, NamePreviewEntry } from '#core/backend/name-pattern.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/backend/locations/search-by-pattern: the marina's live locations whose whole name matches. */
export function searchByPattern(body: {
  clientId: string;
  marinaId: string;
  pattern: string;
}): Promise<NamedLocation[]> {
  return apiRequest<NamedLocation[]>('POST', '/api/backend/locations/search-by-pattern', body);
}

/** POST /api/backend/locations/preview-replacements: guid, originalName, newName per location. */
export function previewReplacements(body: {
  locations: NamedLocation[];
  replacementPattern: string;
  searchPattern: string;
}): Promise<NamePreviewEntry[]> {
  return apiRequest<NamePreviewEntry[]>('POST', '/api/backend/locations/preview-replacements', body);
}

/** POST /api/backend/locations/commit-name-changes: all or nothing, in one transaction. */
export function commitNameChanges(body: {
  marinaId: string;
  updates: { guid: string; newName: string }[];
}): Promise<{ updatedCount: number }> {
  return apiRequest<{ updatedCount: number }>('POST', '/api/backend/locations/commit-name-changes', body);
}

export const useSearchByPattern = () => useMutation({ mutationFn: searchByPattern });
export const usePreviewReplacements = () => useMutation({ mutationFn: previewReplacements });

export function useCommitNameChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitNameChanges,
    // Every cached list or page that shows location names.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const path = query.queryKey[0];
          return (
            typeof path === 'string' &&
            ['/api/locations', '/api/check-in', '/api/activities', '/api/issues', '/api/meter-reads'].some(
              (p) => path.startsWith(p),
            )
          );
        },
      }),
  });
}
