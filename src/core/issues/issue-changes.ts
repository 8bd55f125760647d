import {
  ISSUE_PRIORITIES,
  ISSUE_PRIORITY_LABELS,
  ISSUE_STATUS_LABELS,
  ISSUE_STATUSES,
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

/** One change of an issue_updated activity, as parts a screen can word in its own language. */
export type IssueChange =
  | { kind: 'status'; from: IssueStatus; to: IssueStatus }
  | { kind: 'title'; from: string; to: string }
  | { kind: 'priority'; from: IssuePriority; to: IssuePriority }
  | { kind: 'description'; removed: boolean }
  | { kind: 'photos'; count: number };

/** The changes in order: status, title, priority, description, then the photos added. */
export function issueChanges(before: IssueFields, after: IssueFields, photosAdded = 0): IssueChange[] {
  const changes: IssueChange[] = [];
  if (before.status !== after.status) changes.push({ kind: 'status', from: before.status, to: after.status });
  if (before.title !== after.title) changes.push({ kind: 'title', from: before.title, to: after.title });
  if (before.priority !== after.priority)
    changes.push({ kind: 'priority', from: before.priority, to: after.priority });
  if ((before.description ?? null) !== (after.description ?? null))
    changes.push({ kind: 'description', removed: !after.description });
  if (photosAdded > 0) changes.push({ kind: 'photos', count: photosAdded });
  return changes;
}

/** One change in English, as the activity stores it. */
export function issueChangeText(change: IssueChange): string {
  switch (change.kind) {
    case 'status':
      return `Status: ${ISSUE_STATUS_LABELS[change.from]} → ${ISSUE_STATUS_LABELS[change.to]}`;
    case 'title':
      return `Title: ${change.from} → ${change.to}`;
    case 'priority':
      return `Priority: ${ISSUE_PRIORITY_LABELS[change.from]} → ${ISSUE_PRIORITY_LABELS[change.to]}`;
    case 'description':
      return change.removed ? 'Description removed' : 'Description updated';
    case 'photos':
      return `Photos added: ${change.count}`;
  }
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
  const changes = issueChanges(before, after, photosAdded);
  return changes.length > 0 ? changes.map(issueChangeText).join('; ') : null;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const choice = (labels: readonly string[]) => `(${labels.map(literal).join('|')})`;
const STATUS = choice(ISSUE_STATUSES.map((s) => ISSUE_STATUS_LABELS[s]));
const PRIORITY = choice(ISSUE_PRIORITIES.map((p) => ISSUE_PRIORITY_LABELS[p]));
const CHANGES = new RegExp(
  `^(?:Status: ${STATUS} → ${STATUS})?(?:(?:; )?Title: ([\\s\\S]*?) → ([\\s\\S]*?))?` +
    `(?:(?:; )?Priority: ${PRIORITY} → ${PRIORITY})?(?:(?:; )?Description (updated|removed))?` +
    '(?:(?:; )?Photos added: (\\d+))?$',
);

const statusOf = (label: string | undefined) => ISSUE_STATUSES.find((s) => ISSUE_STATUS_LABELS[s] === label);
const priorityOf = (label: string | undefined) =>
  ISSUE_PRIORITIES.find((p) => ISSUE_PRIORITY_LABELS[p] === label);

/**
 * The changes an issue_updated activity's stored text names (describeIssueChanges read back), or
 * null when the text is not one it wrote (then it is shown as it is).
 */
export function parseIssueChanges(text: string | null | undefined): IssueChange[] | null {
  const match = text ? CHANGES.exec(text) : null;
  if (!match || !text) return null;
  const [, statusFrom, statusTo, titleFrom, titleTo, priorityFrom, priorityTo, description, photos] = match;
  const changes: IssueChange[] = [];
  const fromStatus = statusOf(statusFrom);
  const toStatus = statusOf(statusTo);
  if (fromStatus && toStatus) changes.push({ kind: 'status', from: fromStatus, to: toStatus });
  if (titleFrom !== undefined && titleTo !== undefined)
    changes.push({ kind: 'title', from: titleFrom, to: titleTo });
  const fromPriority = priorityOf(priorityFrom);
  const toPriority = priorityOf(priorityTo);
  if (fromPriority && toPriority) changes.push({ kind: 'priority', from: fromPriority, to: toPriority });
  if (description) changes.push({ kind: 'description', removed: description === 'removed' });
  if (photos) changes.push({ kind: 'photos', count: Number(photos) });
  // Only a text these changes write back word for word (no stray '; ' between them).
  return changes.length > 0 && changes.map(issueChangeText).join('; ') === text ? changes : null;
}
