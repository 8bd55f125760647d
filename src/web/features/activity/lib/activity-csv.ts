import type { Activity } from '#core/activity/activity.schema.ts';
import { syncedLateAt } from '#core/common/synced-late.ts';
import { csvCell } from '#core/meters/meter-reads-csv.ts';
import { activityTitle, visibleComment } from './activity-display.ts';
import type { FeedFilters } from './feed-filters.ts';
import { localDate, localTime } from './local-time.ts';

export const ACTIVITY_CSV_HEADER = [
  'Date',
  'Time',
  'Type',
  'Title',
  'Location',
  'Staff',
  'Comment',
  'GPS',
  // When a record made offline reached the server, if more than 5 minutes later (ADR 0023).
  'Synced',
] as const;

/** '38.97841, -76.49222' from the stored decimals (trailing zeros trimmed, never through a float). */
export function gpsText(latitude: string | null, longitude: string | null): string {
  if (!latitude || !longitude) return '';
  const trim = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
  return `${trim(latitude.trim())}, ${trim(longitude.trim())}`;
}

type CsvActivity = Pick<
  Activity,
  | 'type'
  | 'timestamp'
  | 'locationName'
  | 'staffName'
  | 'comment'
  | 'gpsLatitude'
  | 'gpsLongitude'
  | 'receivedAt'
>;

/**
 * The Export file of the activity feed: one row per activity in the order given, local date and
 * 24-hour time (spreadsheets read them), the raw type and the card's title, the comment as the
 * card shows it (the automatic check-in text is hidden). A byte order mark and CRLF line ends,
 * as spreadsheets expect; text that a spreadsheet would run as a formula is defused.
 */
export function activitiesCsv(activities: readonly CsvActivity[]): string {
  const lines = [ACTIVITY_CSV_HEADER.join(',')];
  for (const a of activities) {
    const at = a.timestamp ? new Date(a.timestamp) : null;
    const valid = at !== null && !Number.isNaN(at.getTime());
    const synced = syncedLateAt(a.timestamp, a.receivedAt);
    lines.push(
      [
        csvCell(valid ? localDate(at) : '', { text: false }),
        csvCell(valid ? localTime(at) : '', { text: false }),
        csvCell(a.type),
        csvCell(activityTitle(a.type)),
        csvCell(a.locationName ?? ''),
        csvCell(a.staffName ?? ''),
        csvCell(visibleComment(a.comment) ?? ''),
        csvCell(gpsText(a.gpsLatitude, a.gpsLongitude), { text: false }),
        csvCell(synced ? `${localDate(synced)} ${localTime(synced)}` : '', { text: false }),
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** activity-today-all-2026-03-05.csv, activity-week-issue-2026-03-05.csv */
export function activitiesFileName(filters: FeedFilters, now: Date = new Date()): string {
  return `activity-${filters.time}-${filters.type.replace(/_/g, '-')}-${localDate(now)}.csv`;
}
