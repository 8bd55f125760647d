import { AUTOMATIC_CHECK_IN_COMMENT } from '#core/activity/activity-constants.ts';
import { numericDate } from '#core/common/date-format.ts';

/** The card titles of spec 000 section 3 (the CSV export's too); the web's catalogue holds the same English. */
export const ACTIVITY_TITLES = {
  patrol_check: 'Check-in',
  comment: 'comment',
  issue_created: 'Issue Created',
  issue_updated: 'Issue Updated',
  meter_read: 'Meter Reading',
  checklist: 'Occupancy Checklist',
} as const;
const TITLES: Record<string, string> = ACTIVITY_TITLES;

/** Spec 000 section 3: the card title per type; other types with underscores as spaces. */
export function activityTitle(type: string): string {
  return TITLES[type] ?? type.replace(/_/g, ' ');
}

/** The automatic check-in comment counts as no comment and is hidden. */
export function visibleComment(comment: string | null | undefined): string | null {
  if (!comment || comment.trim() === '' || comment === AUTOMATIC_CHECK_IN_COMMENT) return null;
  return comment;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An age as the screens word it: none, under a minute, minutes, hours, or an older date. */
export type RelativeAge =
  | { kind: 'none' }
  | { kind: 'justNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date'; date: Date };

/**
 * Relative age: 'Just now' under a minute (a device clock a little ahead included), minutes ago
 * under 60 minutes, hours ago under 24 hours, then a date; 'none' without a valid timestamp.
 */
export function relativeAgeOf(timestamp: string | null | undefined, now: Date = new Date()): RelativeAge {
  if (!timestamp) return { kind: 'none' };
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return { kind: 'none' };
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < MINUTE) return { kind: 'justNow' };
  if (age < HOUR) return { kind: 'minutes', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { kind: 'hours', count: Math.floor(age / HOUR) };
  return { kind: 'date', date: at };
}

/**
 * The relative age in English (relativeAgeOf): 'Just now', '5 minutes ago', '1 hour ago', a date.
 * `formatDate` renders the date for older entries (device locale by default).
 */
export function relativeAge(
  timestamp: string | null | undefined,
  now: Date = new Date(),
  formatDate: (d: Date) => string = numericDate,
): string {
  const age = relativeAgeOf(timestamp, now);
  switch (age.kind) {
    case 'none':
      return 'No timestamp';
    case 'justNow':
      return 'Just now';
    case 'minutes':
      return age.count === 1 ? '1 minute ago' : `${age.count} minutes ago`;
    case 'hours':
      return age.count === 1 ? '1 hour ago' : `${age.count} hours ago`;
    case 'date':
      return formatDate(age.date);
  }
}
