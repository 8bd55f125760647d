import { describe, expect, it } from 'vitest';
import { reportDays } from './report-range.ts';
import { type RunScan, runProgress } from './run-progress.ts';
import { tourExceptionsQuerySchema } from './tour-exceptions.schema.ts';
import { hasException, runGaps, tourExceptionFigures, UNNAMED_GUARD } from './tour-exceptions.ts';
import type { TourRun } from './tour-run.schema.ts';

const MINUTE = 60_000;
const NOW = new Date('2026-03-10T12:00:00Z');
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const CHECKPOINTS = ['Gate', 'Pier', 'Fuel dock'].map((name, position) => ({
  position,
  locationGuid: `00000000-0000-4000-8000-00000000000${position}`,
  name,
}));
const scan = (position: number, when: Date, by: string | null = 'Ann'): RunScan => ({
  locationGuid: CHECKPOINTS[position]!.locationGuid,
  at: when,
  by,
});

let serial = 0;
/** A run as the server answers it: judged by runProgress (30 minutes long), as of NOW. */
function run(
  start: Date,
  scans: RunScan[],
  options: {
    ordered?: boolean;
    tour?: string;
    checkpoints?: typeof CHECKPOINTS;
    startedBy?: string;
    finishedAt?: Date;
  } = {},
): TourRun {
  const window = {
    windowStart: start,
    windowEnd: at(start, 30),
    finishedAt: options.finishedAt ?? null,
    startedNow: options.startedBy !== undefined,
  };
  const result = runProgress(window, options.checkpoints ?? CHECKPOINTS, scans, {
    ordered: options.ordered ?? false,
    now: NOW,
  });
  serial += 1;
  return {
    guid: `10000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    tourGuid:
      options.tour === 'Morning'
        ? '20000000-0000-4000-8000-000000000002'
        : '20000000-0000-4000-8000-000000000001',
    tourName: options.tour ?? 'Night round',
    marinaId: '30000000-0000-4000-8000-000000000001',
    timeZone: 'UTC',
    scheduledAt: start.toISOString(),
    windowStart: start.toISOString(),
    startDueAt: at(start, 5).toISOString(),
    windowEnd: at(start, 30).toISOString(),
    status: result.status,
    startedBy: options.startedBy ?? null,
    finishedAt: options.finishedAt?.toISOString() ?? null,
    checkpoints: result.checkpoints.map((c) => ({ ...c, scannedAt: c.scannedAt?.toISOString() ?? null })),
    progress: result.progress,
    exceptions: result.exceptions,
    minutesBetweenScans: result.minutesBetweenScans,
  };
}

const t0 = new Date('2026-03-09T22:00:00Z');

describe('tourExceptionFigures', () => {
  it('gives zeros and empty lists without runs', () => {
    expect(tourExceptionFigures([])).toEqual({
      totals: {
        runs: 0,
        checkpoints: 0,
        scanned: 0,
        missed: 0,
        late: 0,
        outOfOrder: 0,
        minutesBetweenScans: null,
        completed: 0,
        incomplete: 0,
        missedRuns: 0,
        openRuns: 0,
      },
      tours: [],
      guards: [],
      runs: [],
    });
  });

  it('counts a run with one scan, with no minutes between scans', () => {
    const figures = tourExceptionFigures([run(t0, [scan(1, at(t0, 4))])]);
    expect(figures.runs[0]).toMatchObject({ status: 'incomplete', missed: 2, guards: ['Ann'] });
    expect(figures.runs[0]!.minutesBetweenScans).toBeNull();
    expect(figures.totals).toMatchObject({
      runs: 1,
      incomplete: 1,
      scanned: 1,
      missed: 2,
      minutesBetweenScans: null,
    });
    expect(figures.guards).toEqual([
      {
        name: 'Ann',
        runs: 1,
        incomplete: 1,
        checkpoints: 3,
        scanned: 1,
        missed: 2,
        late: 0,
        outOfOrder: 0,
        minutesBetweenScans: null,
      },
    ]);
  });

  it('leaves open runs out and counts them; a run completed early counts', () => {
    const open = run(at(NOW, -10), [scan(0, at(NOW, -5))]);
    const done = run(at(NOW, -20), [scan(0, at(NOW, -19)), scan(1, at(NOW, -15)), scan(2, at(NOW, -12))]);
    expect(open.status).toBe('in_progress');
    expect(done.status).toBe('completed');
    const figures = tourExceptionFigures([done, open]);
    expect(figures.runs.map((r) => r.guid)).toEqual([done.guid]);
    expect(figures.totals).toMatchObject({ runs: 1, completed: 1, openRuns: 1 });
  });

  it('pools the gaps of a tour and of a guard (not an average of averages), late scans apart', () => {
    // Run 1: Ann 0, Bob +2, Ann +12 (gaps 2 by Bob, 10 by Ann). Run 2: Ann 0, Ann +6; the fuel dock late.
    const one = run(t0, [scan(0, t0), scan(1, at(t0, 2), 'Bob'), scan(2, at(t0, 12))]);
    const t1 = at(t0, 120);
    const two = run(t1, [scan(0, t1), scan(1, at(t1, 6)), scan(2, at(t1, 40))]);
    expect(two.checkpoints[2]).toMatchObject({ late: true, missed: false });
    const figures = tourExceptionFigures([one, two]);
    expect(figures.tours).toEqual([
      expect.objectContaining({
        tourName: 'Night round',
        runs: 2,
        completed: 1,
        incomplete: 1,
        missedRuns: 0,
        late: 1,
        missed: 0,
        minutesBetweenScans: { shortest: 2, average: 6, longest: 10 },
      }),
    ]);
    expect(figures.runs[1]!.minutesBetweenScans).toEqual({ shortest: 6, average: 6, longest: 6 });
    const [ann, bob] = figures.guards;
    expect(ann).toMatchObject({ name: 'Ann', runs: 2, incomplete: 1, scanned: 4, late: 1 });
    expect(ann!.minutesBetweenScans).toEqual({ shortest: 6, average: 8, longest: 10 });
    expect(bob).toMatchObject({ name: 'Bob', runs: 1, incomplete: 0, scanned: 1, late: 0 });
    expect(bob!.minutesBetweenScans).toEqual({ shortest: 2, average: 2, longest: 2 });
    expect(figures.runs[0]!.guards).toEqual(['Ann', 'Bob']);
  });

  it('counts out of order on ordered tours only, against whoever scanned it', () => {
    // The fuel dock (third) is scanned by Bob before the pier (second).
    const scans = [scan(0, t0), scan(2, at(t0, 3), 'Bob'), scan(1, at(t0, 6))];
    const ordered = tourExceptionFigures([run(t0, scans, { ordered: true })]);
    expect(ordered.runs[0]).toMatchObject({ status: 'completed', outOfOrder: 1 });
    expect(hasException(ordered.runs[0]!)).toBe(true);
    expect(ordered.runs[0]!.checkpoints.map((c) => c.outOfOrder)).toEqual([false, false, true]);
    expect(ordered.guards.find((g) => g.name === 'Bob')).toMatchObject({ outOfOrder: 1 });
    expect(ordered.guards.find((g) => g.name === 'Ann')).toMatchObject({ outOfOrder: 0 });
    const unordered = tourExceptionFigures([run(t0, scans)]);
    expect(unordered.runs[0]).toMatchObject({ status: 'completed', outOfOrder: 0 });
    expect(hasException(unordered.runs[0]!)).toBe(false);
    expect(unordered.totals.outOfOrder).toBe(0);
  });

  it('reads a tour whose checkpoint was deleted as the run answers it: the checkpoints left', () => {
    // runViews leaves a deleted location out of the run's checkpoints (decision 0027).
    const left = [CHECKPOINTS[0]!, CHECKPOINTS[2]!];
    const figures = tourExceptionFigures([run(t0, [scan(0, t0), scan(1, at(t0, 2))], { checkpoints: left })]);
    expect(figures.runs[0]).toMatchObject({
      status: 'incomplete',
      progress: { scanned: 1, total: 2 },
      missed: 1,
    });
    expect(figures.runs[0]!.checkpoints.map((c) => c.name)).toEqual(['Gate', 'Fuel dock']);
    expect(figures.totals).toMatchObject({ checkpoints: 2, missed: 1 });
  });

  it('gives a missed run to nobody, but a run started now to its starter; a scan without a name to "(no name)"', () => {
    const missed = run(t0, []);
    const started = run(at(t0, 60), [], { startedBy: 'Cy Guard', finishedAt: at(t0, 70) });
    const nameless = run(at(t0, 120), [scan(0, at(t0, 121), null)]);
    const figures = tourExceptionFigures([missed, started, nameless]);
    expect(figures.runs.map((r) => [r.status, r.guards])).toEqual([
      ['missed', []],
      ['incomplete', ['Cy Guard']],
      ['incomplete', [UNNAMED_GUARD]],
    ]);
    expect(figures.totals).toMatchObject({ runs: 3, missedRuns: 1, incomplete: 2, missed: 8 });
    expect(figures.guards.map((g) => [g.name, g.runs, g.missed])).toEqual([
      [UNNAMED_GUARD, 1, 2],
      ['Cy Guard', 1, 3],
    ]);
  });

  it('lists tours by name and keeps the runs in the order given', () => {
    const night = run(t0, []);
    const morning = run(at(t0, 30), [], { tour: 'Morning' });
    const figures = tourExceptionFigures([night, morning]);
    expect(figures.tours.map((t) => t.tourName)).toEqual(['Morning', 'Night round']);
    expect(figures.runs.map((r) => r.tourName)).toEqual(['Night round', 'Morning']);
  });

  it("measures the same gaps as runProgress's minutes between scans", () => {
    const r = run(t0, [scan(2, at(t0, 1)), scan(0, at(t0, 4.5)), scan(1, at(t0, 11))]);
    const gaps = runGaps(r).map((g) => g.minutes);
    expect(gaps).toEqual([3.5, 6.5]);
    expect(r.minutesBetweenScans).toEqual({ shortest: 3.5, average: 5, longest: 6.5 });
  });
});

describe('reportDays', () => {
  const NY = 'America/New_York';
  it('defaults to the last 7 days in the marina zone, today included', () => {
    // 03:00Z on March 10 is still March 9 in New York.
    const days = reportDays({}, NY, new Date('2026-03-10T03:00:00Z'));
    expect(days).toEqual({
      from: '2026-03-03',
      to: '2026-03-09',
      start: new Date('2026-03-03T05:00:00Z'),
      end: new Date('2026-03-10T04:00:00Z'),
    });
  });

  it('takes 7 days from the one side sent', () => {
    expect(reportDays({ from: '2026-02-25' }, 'UTC', NOW)).toMatchObject({
      from: '2026-02-25',
      to: '2026-03-03',
    });
    expect(reportDays({ to: '2026-03-01' }, 'UTC', NOW)).toMatchObject({
      from: '2026-02-23',
      to: '2026-03-01',
    });
  });
});

describe('tourExceptionsQuerySchema', () => {
  const marinaId = '30000000-0000-4000-8000-000000000001';
  const issue = (query: object) => {
    const result = tourExceptionsQuerySchema.safeParse({ marinaId, ...query });
    return result.success
      ? null
      : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
  };
  it('takes dates, and refuses what is not one, a reversed range and one over 92 days', () => {
    expect(issue({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(issue({ from: '2026-02-30' })).toBe('from: must be a date, YYYY-MM-DD');
    expect(issue({ to: '2026-03-10T00:00:00Z' })).toBe('to: must be a date, YYYY-MM-DD');
    expect(issue({ from: '2026-03-02', to: '2026-03-01' })).toBe('from: must not be after to');
    expect(issue({ from: '2026-01-01', to: '2026-04-03' })).toBe(
      'to: must be within 92 days of from (both included)',
    );
    expect(issue({ format: 'xlsx' })).toBe('format: must be json or csv');
  });
});
