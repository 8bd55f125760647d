import { describe, expect, it } from 'vitest';
import { LATE_SCAN_MINUTES, type RunScan, runProgress } from './run-progress.ts';

const T0 = Date.parse('2027-03-14T02:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
/** A 40-minute window (10 of grace, 30 to walk) from T0. */
const run = { windowStart: at(0), windowEnd: at(40), finishedAt: null, startedNow: false };
const checkpoints = ['A', 'B', 'C'].map((name, position) => ({ position, locationGuid: name, name }));
const scan = (where: string, minutes: number, by = 'Guard'): RunScan => ({
  locationGuid: where,
  at: at(minutes),
  by,
});
const progress = (
  scans: RunScan[],
  nowMinutes: number,
  options: { ordered?: boolean; startedNow?: boolean } = {},
) =>
  runProgress({ ...run, startedNow: options.startedNow ?? false }, checkpoints, scans, {
    ordered: options.ordered ?? false,
    now: at(nowMinutes),
  });

describe('runProgress', () => {
  it('counts the first scan of a checkpoint inside [start, end); one before or at the end does not count', () => {
    const scans = [scan('A', -1), scan('A', 5, 'First'), scan('A', 6, 'Second'), scan('B', 40)];
    const open = progress(scans, 20);
    expect(open.checkpoints[0]).toMatchObject({ scannedAt: at(5), scannedBy: 'First', late: false });
    expect(open.checkpoints[2]).toMatchObject({ scannedAt: null, missed: false });
    expect(open.progress).toEqual({ scanned: 1, total: 3 });
    expect(open.status).toBe('in_progress');
    const closed = progress(scans, 41);
    expect(closed.checkpoints[1]).toMatchObject({ scannedAt: at(40), late: true, missed: false });
    expect(closed.checkpoints[2]).toMatchObject({ missed: true });
    expect(closed.progress).toEqual({ scanned: 1, total: 3 });
    expect(closed.status).toBe('incomplete');
  });

  it('shows a scan within LATE_SCAN_MINUTES after the window as late (not counted), a later one not at all', () => {
    const result = progress(
      [scan('A', 10), scan('B', 40 + LATE_SCAN_MINUTES - 1), scan('C', 40 + LATE_SCAN_MINUTES)],
      200,
    );
    expect(result.checkpoints.map((c) => [c.late, c.missed])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(result.checkpoints[1]!.scannedAt).toEqual(at(40 + LATE_SCAN_MINUTES - 1));
    expect(result.status).toBe('incomplete');
  });

  it('is scheduled before anything happens, in progress once started now, missed after an untouched window', () => {
    expect(progress([], 5).status).toBe('scheduled');
    expect(progress([], 5, { startedNow: true }).status).toBe('in_progress');
    expect(progress([], 40).status).toBe('missed');
    expect(progress([], 40).checkpoints.every((c) => c.missed)).toBe(true);
    // Started now and nothing scanned: incomplete, not missed.
    expect(progress([], 40, { startedNow: true }).status).toBe('incomplete');
  });

  it('is completed as soon as every checkpoint is scanned in the window, and stays so', () => {
    const scans = [scan('A', 1), scan('B', 11), scan('C', 14)];
    expect(progress(scans, 15).status).toBe('completed');
    expect(progress(scans, 400).status).toBe('completed');
    expect(progress(scans, 15).minutesBetweenScans).toEqual({ shortest: 3, average: 6.5, longest: 10 });
  });

  it('gives minutes between scans only with two scans or more', () => {
    expect(progress([scan('A', 1)], 15).minutesBetweenScans).toBeNull();
  });

  it('marks a checkpoint of an ordered tour scanned before an earlier one as out of order', () => {
    const scans = [scan('B', 2), scan('A', 5), scan('C', 9)];
    expect(progress(scans, 15, { ordered: true }).checkpoints.map((c) => c.outOfOrder)).toEqual([
      false,
      true,
      false,
    ]);
    expect(progress(scans, 15).checkpoints.some((c) => c.outOfOrder)).toBe(false);
  });

  it('closes the window when the run is finished early: a scan after that is late', () => {
    const finished = runProgress(
      { ...run, finishedAt: at(20) },
      checkpoints,
      [scan('A', 10), scan('B', 25)],
      {
        ordered: false,
        now: at(21),
      },
    );
    expect(finished.status).toBe('incomplete');
    expect(finished.checkpoints.map((c) => [c.late, c.missed])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
  });
});
