import { useMutation } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { CommitRequest, PreviewRequest, SearchByPatternRequest } from '#core/backend/backend.schema.ts';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { locationReads } from '#core/locations/location-reads.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { call, isKeyOf } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';

/** POST /api/backend/locations/search-by-pattern: the marina's live locations whose whole name matches. */
export const searchByPattern = (body: SearchByPatternRequest) =>
  call(backendEndpoints.searchByPattern, { body });

/** POST /api/backend/locations/preview-replacements: guid, originalName, newName per location. */
export const previewReplacements = (body: PreviewRequest) =>
  call(backendEndpoints.previewReplacements, { body });

/** POST /api/backend/locations/commit-name-changes: all or nothing, in one transaction. */
export const commitNameChanges = (body: CommitRequest) => call(backendEndpoints.commitNameChanges, { body });

/** Every cached list or page that shows location names. */
export const showsLocationNames = isKeyOf(
  ...locationReads,
  checkInEndpoints.location,
  activitiesEndpoints.feed,
  issuesEndpoints.list,
  metersEndpoints.listReads,
  metersEndpoints.summarizeReads,
  metersEndpoints.countRecentReads,
);

export const useSearchByPattern = () => useMutation({ mutationFn: searchByPattern });
export const usePreviewReplacements = () => useMutation({ mutationFn: previewReplacements });

export const useCommitNameChanges = () =>
  useWrite(commitNameChanges, (queryClient) =>
    queryClient.invalidateQueries({ predicate: showsLocationNames }),
  );
