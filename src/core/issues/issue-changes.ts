import {
  ISSUE_PRIORITY_LABELS,
  ISSUE_STATUS_LABELS,
  type IssuePriority,
  type IssueStatus,
} from './issue-constants.ts';

/** What an issue_updated activity says changed, in the screens' words, e.g. 'Status: Open → Fixed'. */
export interface IssueFields {
  title: string;
  description: string | null;
  priority: IssuePriority;
  status: IssueStatus;
}

/**
 * One line per changed field, then 'Photos added: N' when photos came with the change, joined
 * with '; '; null when nothing changed.
 */
export function describeIssueChanges(
  before: IssueFields,
  after: IssueFields,
  photosAdded = 0,
): string | null {
  const changes: string[] = [];
  if (before.status !== after.status)
    changes.push(`Status: ${ISSUE_STATUS_LABELS[before.status]} → ${ISSUE_STATUS_LABELS[after.status]}`);
  if (before.title !== after.title) changes.push(`Title: ${before.title} → ${after.title}`);
  if (before.priority !== after.priority) {
    changes.push(
      `Priority: ${ISSUE_PRIORITY_LABELS[before.priority]} → ${ISSUE_PRIORITY_LABELS[after.priority]}`,
    );
  }
  if ((before.description ?? null) !== (after.description ?? null)) {
    changes.push(after.description ? 'Description updated' : 'Description removed');
  }
  if (photosAdded > 0) changes.push(`Photos added: ${photosAdded}`);
  return changes.length > 0 ? changes.join('; ') : null;
}
