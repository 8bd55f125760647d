import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { csvCell } from '#core/meters/meter-reads-csv.ts';
import { closesAtIso, RUN_STATUS_LABELS, round1 } from './run-progress.ts';
import type { TourExceptionReport } from './tour-exceptions.schema.ts';
import { checkpointResult, runGaps } from './tour-exceptions.ts';

export const TOUR_EXCEPTIONS_CSV_HEADER = [
  'Tour',
  'Run start',
  'Run end',
  'Run status',
  'Guards',
  'Checkpoint number',
  'Checkpoint',
  'Result',
  'Scanned at',
  'Scanned by',
  'Minutes since previous scan',
  'Run ID',
] as const;

/** An instant on the marina's clock with its offset: '2026-03-04T22:00:00-05:00' (UTC: '+00:00'). */
export function zonedIso(iso: string, timeZone: string): string {
  return formatISO(new TZDate(Date.parse(iso), timeZone)).replace(/Z$/, '+00:00');
}

/**
 * The report as a spreadsheet (RFC 4180): a header, then one row per checkpoint of every counted
 * run, in window order, so an auditor filters `Result` for the exceptions and still sees the
 * checkpoints walked. Times on the marina's clock with their offset; a byte order mark and CRLF
 * line ends as spreadsheets expect; text a spreadsheet would run as a formula is defused.
 */
export function tourExceptionsCsv(report: Pick<TourExceptionReport, 'runs' | 'timeZone'>): string {
  const time = (iso: string | null) => (iso ? zonedIso(iso, report.timeZone) : '');
  const lines = [TOUR_EXCEPTIONS_CSV_HEADER.join(',')];
  for (const run of report.runs) {
    const order = run.checkpoints
      .filter((c) => c.scannedAt !== null && !c.late)
      .sort((a, b) => Date.parse(a.scannedAt!) - Date.parse(b.scannedAt!));
    const gaps = runGaps(run);
    const sinceLast = new Map(order.slice(1).map((c, i) => [c.position, gaps[i]!.minutes]));
    for (const [i, c] of run.checkpoints.entries()) {
      const gap = sinceLast.get(c.position);
      lines.push(
        [
          csvCell(run.tourName),
          csvCell(time(run.windowStart), { text: false }),
          csvCell(time(closesAtIso(run)), { text: false }),
          csvCell(RUN_STATUS_LABELS[run.status]),
          csvCell(run.guards.join('; ')),
          csvCell(String(i + 1), { text: false }),
          csvCell(c.name),
          csvCell(checkpointResult(c)),
          csvCell(time(c.scannedAt), { text: false }),
          csvCell(c.scannedBy ?? ''),
          csvCell(gap === undefined ? '' : String(round1(gap)), { text: false }),
          csvCell(run.guid, { text: false }),
        ].join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** tour-exceptions-2026-03-01-to-2026-03-07.csv */
export const tourExceptionsFileName = (from: string, to: string): string =>
  `tour-exceptions-${from}-to-${to}.csv`;
