import { numericDate } from '#core/common/date-format.ts';
import { AUTOMATIC_CHECK_IN_COMMENT } from './activity-constants.ts';

const TITLES: Record<string, string> = {
  patrol_check: 'Check-in',
  comment: 'comment',
  issue_created: 'Issue Created',
  issue_updated: 'Issue Updated',
  meter_read: 'Meter Reading',
  checklist: 'Occupancy Checklist',
};

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

/**
 * Relative age: 'Just now' under a minute (a device clock a little ahead included), minutes ago
 * under 60 minutes, hours ago under 24 hours, then a date.
 * `formatDate` renders the date for older entries (device locale by default).
 */
export function relativeAge(
  timestamp: string | null | undefined,
  now: Date = new Date(),
  formatDate: (d: Date) => string = numericDate,
): string {
  if (!timestamp) return 'No timestamp';
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return 'No timestamp';
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return formatDate(at);
}
