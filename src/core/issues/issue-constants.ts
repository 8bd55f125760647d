/**
 * Plain values of the issue contract, apart from its zod schemas so that a screen which needs
 * only these (the issue list and its filters) does not load and build the schemas.
 */
export const ISSUE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];
/** How the screens name a priority; activity texts use the same words. */
export const ISSUE_PRIORITY_LABELS: Record<IssuePriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const ISSUE_STATUSES = ['open', 'fixed', 'wontfix'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
/** How the screens name a status (the status dropdown of spec 001); activity texts use the same words. */
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Open',
  fixed: 'Fixed',
  wontfix: "Won't Fix",
};
export const ISSUE_TITLE_MAX = 200;
export const ISSUE_DESCRIPTION_MAX = 5000;
