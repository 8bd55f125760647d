import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { CommitRequest, PreviewRequest, SearchByPatternRequest } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';

/** POST /api/backend/locations/search-by-pattern: the marina's live locations whose whole name matches. */
export const searchByPattern = (body: SearchByPatternRequest) =>
  call(backendEndpoints.searchByPattern, { body });

/** POST /api/backend/locations/preview-replacements: guid, originalName, newName per location. */
export const previewReplacements = (body: PreviewRequest) =>
  call(backendEndpoints.previewReplacements, { body });

/** POST /api/backend/locations/commit-name-changes: all or nothing, in one transaction. */
export const commitNameChanges = (body: CommitRequest) => call(backendEndpoints.commitNameChanges, { body });

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
