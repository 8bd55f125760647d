import type { IssuePriority } from '#core/issues/issue-constants.ts';

/** The inline editor of an issue card: title (non-blank), description, priority. */
export interface IssueDraft {
  title: string;
  description: string;
  priority: IssuePriority;
}

export interface IssuePatch {
  title?: string;
  description?: string | null;
  priority?: IssuePriority;
}

export const draftOf = (issue: {
  title: string;
  description: string | null;
  priority: IssuePriority;
}): IssueDraft => ({ title: issue.title, description: issue.description ?? '', priority: issue.priority });

/** Spec 001 section 5: an edit needs a non-blank title. */
export const canSaveDraft = (draft: IssueDraft): boolean => draft.title.trim().length > 0;

/**
 * The fields of PATCH /api/issues/{guid} that the draft changes (trimmed; a blank description
 * clears it), or null when the title is blank. An empty object means nothing changed.
 */
export function issuePatch(
  before: { title: string; description: string | null; priority: IssuePriority },
  draft: IssueDraft,
): IssuePatch | null {
  if (!canSaveDraft(draft)) return null;
  const patch: IssuePatch = {};
  const title = draft.title.trim();
  const description = draft.description.trim() || null;
  if (title !== before.title) patch.title = title;
  if (description !== (before.description ?? null)) patch.description = description;
  if (draft.priority !== before.priority) patch.priority = draft.priority;
  return patch;
}
