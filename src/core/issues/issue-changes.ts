import type { IssuePriority, IssueStatus } from './issue-constants.ts';

/** What an issue_updated activity says changed, e.g. 'Status: open → fixed'. */
export interface IssueFields {
  title: string;
  description: string | null;
  priority: IssuePriority;
  status: IssueStatus;
}

/** One line per changed field, joined with '; '; null when nothing changed. */
export function describeIssueChanges(before: IssueFields, after: IssueFields): string | null {
  const changes: string[] = [];
  if (before.status !== after.status) changes.push(`Status: ${before.status} → ${after.status}`);
  if (before.title !== after.title) changes.push(`Title: ${before.title} → ${after.title}`);
  if (before.priority !== after.priority) changes.push(`Priority: ${before.priority} → ${after.priority}`);
  if ((before.description ?? null) !== (after.description ?? null)) {
    changes.push(after.description ? 'Description updated' : 'Description removed');
  }
  return changes.length > 0 ? changes.join('; ') : null;
}
