import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import type { IssuePatch } from '#web/features/issues/lib/issue-edit.ts';
import { call } from '#web/lib/call.ts';
import { uploadPhotos } from '#web/lib/photos/upload-photos.ts';
import type { IssueCallbacks } from './invalidate.ts';
import { useIssueUpdate } from './use-issue-update.ts';

export interface UpdateIssueInput extends IssuePatch {
  guid: string;
  marinaId: string;
  /** Photos to add (shrunk); the issue keeps at most 5. */
  photos?: readonly Blob[];
}

/**
 * PATCH /api/issues/{id} {title, description, priority, marinaId}: the fields sent change. With
 * photos (online only, like every issue edit): each uploaded first, then PUT /api/issues/{id}
 * with the changes and their `photoIds` (ADR 0032).
 */
export async function updateIssue({ guid, photos, ...body }: UpdateIssueInput) {
  if (!photos?.length) return call(issuesEndpoints.update, { params: { guid }, body });
  const photoIds = await uploadPhotos(body.marinaId, photos);
  return call(issuesEndpoints.replace, { params: { guid }, body: { ...body, photoIds } });
}

export const useUpdateIssue = (callbacks: IssueCallbacks<UpdateIssueInput> = {}) =>
  useIssueUpdate(updateIssue, callbacks);
