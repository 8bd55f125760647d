import { csvCell } from '#core/meters/meter-reads-csv.ts';
import type { Alert } from './alert.schema.ts';

export const ALERTS_CSV_HEADER = [
  'Raised at (UTC)',
  'Kind',
  'State',
  'Raised by',
  'Latitude',
  'Longitude',
  'Accuracy (m)',
  'Device time (UTC)',
  'Last check-in',
  'Last check-in at (UTC)',
  'Acknowledged at (UTC)',
  'Acknowledged by',
  'Resolved at (UTC)',
  'Resolved by',
  'Note',
  'Alert ID',
] as const;

/**
 * A marina's alerts as a spreadsheet (RFC 4180), one row each as listed (newest first): times in
 * UTC as ISO 8601, a byte order mark and CRLF line ends as spreadsheets expect, and text a
 * spreadsheet would run as a formula defused (a name or a note is the user's).
 */
export function alertsCsv(alerts: readonly Alert[]): string {
  const lines = [ALERTS_CSV_HEADER.join(',')];
  for (const alert of alerts) {
    // Numbers and times as they are ('-76.49' is a longitude, not a formula); text defused.
    const values = [alert.raisedAt, alert.kind, alert.state].map((value) => csvCell(value, { text: false }));
    const text = (value: string | null | undefined) => csvCell(value ?? '');
    const plain = (value: string | null | undefined) => csvCell(value ?? '', { text: false });
    lines.push(
      [
        ...values,
        text(alert.raisedBy.name),
        plain(alert.gpsLatitude),
        plain(alert.gpsLongitude),
        plain(alert.gpsAccuracy),
        plain(alert.deviceTime),
        text(alert.lastCheckIn?.locationName),
        plain(alert.lastCheckIn?.at),
        plain(alert.acknowledgedAt),
        text(alert.acknowledgedBy?.name),
        plain(alert.resolvedAt),
        text(alert.resolvedBy?.name),
        text(alert.resolutionNote),
        plain(alert.guid),
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `safety-alerts-2026-11-30.csv`: the day it was exported (UTC). */
export const alertsFileName = (now: Date): string => `safety-alerts-${now.toISOString().slice(0, 10)}.csv`;
