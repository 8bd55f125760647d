import { describe, expect, it } from 'vitest';
import type { ReportRun } from './tour-exceptions.schema.ts';
import {
  TOUR_EXCEPTIONS_CSV_HEADER,
  tourExceptionsCsv,
  tourExceptionsFileName,
  zonedIso,
} from './tour-exceptions-csv.ts';

const checkpoint = (
  position: number,
  name: string,
  extra: Partial<ReportRun['checkpoints'][number]> = {},
) => ({
  position,
  name,
  scannedAt: null,
  scannedBy: null,
  late: false,
  missed: false,
  outOfOrder: false,
  ...extra,
});

const RUN: ReportRun = {
  guid: '10000000-0000-4000-8000-000000000001',
  tourGuid: '20000000-0000-4000-8000-000000000001',
  tourName: 'Night round, "east"',
  windowStart: '2026-03-10T03:00:00.000Z',
  windowEnd: '2026-03-10T03:55:00.000Z',
  finishedAt: null,
  status: 'incomplete',
  guards: ['Ann Lee', '=Bob'],
  progress: { scanned: 2, total: 4 },
  missed: 1,
  late: 1,
  outOfOrder: 1,
  minutesBetweenScans: { shortest: 4.5, average: 4.5, longest: 4.5 },
  checkpoints: [
    checkpoint(0, 'Gate', { scannedAt: '2026-03-10T03:02:00.000Z', scannedBy: 'Ann Lee' }),
    checkpoint(1, 'Pier', { missed: true }),
    checkpoint(3, 'Fuel dock', {
      scannedAt: '2026-03-10T03:06:30.000Z',
      scannedBy: '=Bob',
      outOfOrder: true,
    }),
    checkpoint(4, 'Office', { scannedAt: '2026-03-10T04:10:00.000Z', scannedBy: 'Ann Lee', late: true }),
  ],
};

describe('tourExceptionsCsv', () => {
  it('writes a header and one row per checkpoint, times on the marina clock with their offset, RFC 4180 quoting', () => {
    const csv = tourExceptionsCsv({ runs: [RUN], timeZone: 'America/New_York' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(TOUR_EXCEPTIONS_CSV_HEADER.join(','));
    const start = '2026-03-09T23:00:00-04:00,2026-03-09T23:55:00-04:00';
    const common = `"Night round, ""east""",${start},Incomplete,Ann Lee; =Bob`;
    expect(lines.slice(1, -1)).toEqual([
      `${common},1,Gate,Scanned,2026-03-09T23:02:00-04:00,Ann Lee,,${RUN.guid}`,
      `${common},2,Pier,Missed,,,,${RUN.guid}`,
      `${common},3,Fuel dock,Out of order,2026-03-09T23:06:30-04:00,'=Bob,4.5,${RUN.guid}`,
      `${common},4,Office,Late,2026-03-10T00:10:00-04:00,Ann Lee,,${RUN.guid}`,
    ]);
  });

  it('ends a run finished early at its finish, and writes UTC as +00:00', () => {
    const finished = { ...RUN, finishedAt: '2026-03-10T03:20:00.000Z', checkpoints: [RUN.checkpoints[1]!] };
    const [, row] = tourExceptionsCsv({ runs: [finished], timeZone: 'UTC' }).split('\r\n');
    expect(row).toContain(',2026-03-10T03:00:00+00:00,2026-03-10T03:20:00+00:00,');
  });

  it('gives just the header without runs, and names the file by its days', () => {
    expect(tourExceptionsCsv({ runs: [], timeZone: 'UTC' })).toBe(
      `\uFEFF${TOUR_EXCEPTIONS_CSV_HEADER.join(',')}\r\n`,
    );
    expect(tourExceptionsFileName('2026-03-01', '2026-03-07')).toBe(
      'tour-exceptions-2026-03-01-to-2026-03-07.csv',
    );
    expect(zonedIso('2026-07-01T12:00:00Z', 'Europe/Madrid')).toBe('2026-07-01T14:00:00+02:00');
  });
});
