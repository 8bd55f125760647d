import { describe, expect, it } from 'vitest';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import {
  checkpointLines,
  countdownText,
  durationText,
  nextCheckpoint,
  runPhase,
  runsToShow,
  uniqueRuns,
  yesterdayRange,
} from './guard-view.ts';

const T0 = Date.parse('2027-03-14T02:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

/** A run from minute `start`: 10 of grace, 30 to walk; checkpoints A, B, C, whose scans are given. */
function run(
  name: string,
  start: number,
  options: { status?: TourRun['status']; scanned?: Record<string, number>; late?: string[] } = {},
): TourRun {
  const scanned = options.scanned ?? {};
  return {
    guid: `${name}-${start}`,
    tourGuid: name,
    tourName: name,
    marinaId: 'm',
    timeZone: 'UTC',
    scheduledAt: iso(start),
    windowStart: iso(start),
    startDueAt: iso(start + 10),
    windowEnd: iso(start + 40),
    status: options.status ?? 'scheduled',
    startedBy: null,
    finishedAt: null,
    checkpoints: ['A', 'B', 'C'].map((cp, position) => ({
      position,
      locationGuid: cp,
      name: `Slip ${cp}`,
      scannedAt: scanned[cp] === undefined ? null : iso(scanned[cp]),
      scannedBy: scanned[cp] === undefined ? null : 'Guard',
      late: options.late?.includes(cp) ?? false,
      missed: false,
      outOfOrder: false,
    })),
    progress: { scanned: Object.keys(scanned).length, total: 3 },
    exceptions: { missed: 0, late: options.late?.length ?? 0, outOfOrder: 0 },
    minutesBetweenScans: null,
  };
}

describe('runPhase', () => {
  it('is upcoming, due, overdue, in progress or done by the window, the grace and the status', () => {
    expect(runPhase(run('N', 10), at(0))).toBe('upcoming');
    expect(runPhase(run('N', 0), at(0))).toBe('due');
    expect(runPhase(run('N', 0), at(10))).toBe('overdue');
    expect(runPhase(run('N', 0, { status: 'in_progress' }), at(39))).toBe('in_progress');
    expect(runPhase(run('N', 0, { status: 'in_progress' }), at(40))).toBe('done');
    expect(runPhase(run('N', 0, { status: 'completed' }), at(20))).toBe('done');
    expect(runPhase({ ...run('N', 0, { status: 'in_progress' }), finishedAt: iso(5) }, at(6))).toBe('done');
    // Started now by the server while the phone's clock is a little behind: open all the same.
    const startedNow = { ...run('N', 0, { status: 'in_progress' }), scheduledAt: null, startedBy: 'Sam' };
    expect(runPhase(startedNow, at(-1))).toBe('in_progress');
  });
});

describe('runsToShow', () => {
  it('shows every open run, in progress first, then overdue, then due', () => {
    const due = run('Due', 5);
    const overdue = run('Overdue', -15);
    const walking = run('Walking', 0, { status: 'in_progress' });
    const later = run('Later', 60);
    const over = run('Over', -60, { status: 'incomplete' });
    expect(runsToShow([later, due, overdue, over, walking], at(6)).map((r) => r.tourName)).toEqual([
      'Walking',
      'Overdue',
      'Due',
    ]);
  });

  it('else the next run to open, else nothing', () => {
    const later = run('Later', 60);
    const sooner = run('Sooner', 30);
    expect(runsToShow([later, sooner, run('Over', -60)], at(0)).map((r) => r.tourName)).toEqual(['Sooner']);
    expect(runsToShow([run('Over', -60)], at(0))).toEqual([]);
    expect(runsToShow([], at(0))).toEqual([]);
  });
});

describe('nextCheckpoint', () => {
  it('is the first checkpoint in order that does not count yet (a late scan does not count)', () => {
    expect(nextCheckpoint(run('N', 0))?.name).toBe('Slip A');
    expect(nextCheckpoint(run('N', 0, { scanned: { A: 1, C: 2 } }))?.name).toBe('Slip B');
    expect(nextCheckpoint(run('N', 0, { scanned: { A: 1, B: 45 }, late: ['B'] }))?.name).toBe('Slip B');
    expect(nextCheckpoint(run('N', 0, { scanned: { A: 1, B: 2, C: 3 } }))).toBeNull();
  });

  it('follows the positions, not the order of the list', () => {
    const shuffled = run('N', 0, { scanned: { A: 1 } });
    shuffled.checkpoints.reverse();
    expect(nextCheckpoint(shuffled)?.name).toBe('Slip B');
  });
});

describe('countdownText', () => {
  const text = (r: TourRun, minutes: number) => countdownText(r, at(minutes), 'en-US');

  it('counts down to the start, the end of grace and the end of the window', () => {
    expect(text(run('N', 12), 0)).toBe('Starts in 12 min');
    expect(text(run('N', 0), 2)).toBe('Start within 8 min');
    expect(text(run('N', 0), 15)).toBe('Due to start 5 min ago');
    expect(text(run('N', 0, { status: 'in_progress' }), 6)).toBe('34 min left');
    expect(text(run('N', 0, { status: 'completed' }), 6)).toBe('');
  });

  it('rounds minutes to come up and minutes gone down, and says hours past 60 minutes', () => {
    expect(countdownText(run('N', 12), new Date(T0 + 30_000), 'en-US')).toBe('Starts in 12 min');
    expect(countdownText(run('N', 0), new Date(T0 + 10 * 60_000 + 30_000), 'en-US')).toBe(
      'Due to start just now',
    );
    expect(text(run('N', 125), 0)).toBe('Starts in 2 hr 5 min');
    expect(text(run('N', 120), 0)).toBe('Starts in 2 hr');
  });

  it('says it through the translate function given: a key and its values', () => {
    const keyed = (key: string, params: Record<string, string | number>) =>
      `${key} ${JSON.stringify(params)}`;
    expect(countdownText(run('N', 12), at(0), 'es-ES', keyed)).toBe('startsIn {"duration":"12 min"}');
    expect(countdownText(run('N', 0), at(15), 'en-US', keyed)).toBe('dueAgo {"duration":"5 min"}');
    expect(checkpointLines([run('Night round', 0)], 'B', at(5), keyed)).toEqual([
      'checkpointLine {"index":2,"total":3,"tour":"Night round"}',
    ]);
  });
});

describe('durationText', () => {
  it('writes minutes and hours in the locale', () => {
    expect(durationText(1, 'en-US')).toBe('1 min');
    expect(durationText(61, 'en-US')).toBe('1 hr 1 min');
  });
});

describe('checkpointLines', () => {
  it("names the checkpoint's place in each run whose window holds the check-in", () => {
    const night = run('Night round', 0);
    const gate = { ...run('Gate check', 20), checkpoints: run('Gate check', 20).checkpoints.slice(1) };
    expect(checkpointLines([gate, night], 'B', at(25))).toEqual([
      'Checkpoint 2 of 3 — Night round',
      'Checkpoint 1 of 2 — Gate check',
    ]);
    expect(checkpointLines([gate, night], 'A', at(25))).toEqual(['Checkpoint 1 of 3 — Night round']);
  });

  it('leaves out runs whose window does not hold the time, or that lack the location, and repeats none', () => {
    const night = run('Night round', 0);
    expect(checkpointLines([night], 'A', at(-1))).toEqual([]);
    expect(checkpointLines([night], 'A', at(40))).toEqual([]);
    expect(checkpointLines([{ ...night, finishedAt: iso(5) }], 'A', at(6))).toEqual([]);
    expect(checkpointLines([night], 'Z', at(5))).toEqual([]);
    expect(checkpointLines([night, night], 'C', at(5))).toEqual(['Checkpoint 3 of 3 — Night round']);
  });
});

describe('yesterdayRange', () => {
  it("is yesterday's midnight to today's in the marina's zone", () => {
    expect(yesterdayRange(new Date('2027-03-14T02:00:00Z'), 'America/New_York')).toEqual({
      from: '2027-03-12T05:00:00.000Z',
      to: '2027-03-13T05:00:00.000Z',
    });
    // The spring-forward day: yesterday (Saturday) was 24 hours, today starts at EST midnight.
    expect(yesterdayRange(new Date('2027-03-14T12:00:00Z'), 'America/New_York')).toEqual({
      from: '2027-03-13T05:00:00.000Z',
      to: '2027-03-14T05:00:00.000Z',
    });
  });
});

describe('uniqueRuns', () => {
  it('keeps one of each run', () => {
    const a = run('A', 0);
    expect(uniqueRuns([a, run('B', 0), a]).map((r) => r.guid)).toEqual(['A-0', 'B-0']);
  });
});
