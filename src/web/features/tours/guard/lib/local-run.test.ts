import { describe, expect, it } from 'vitest';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { runWithQueuedScans, withLocalScans } from './local-run.ts';

const T0 = Date.parse('2027-03-14T02:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

/** The server's answer for a run of A, B, C from T0 (10 of grace, 30 to walk), A scanned at minute 5. */
const server: TourRun = {
  guid: 'run',
  tourGuid: 'tour',
  tourName: 'Night round',
  marinaId: 'm',
  timeZone: 'UTC',
  scheduledAt: iso(0),
  windowStart: iso(0),
  startDueAt: iso(10),
  windowEnd: iso(40),
  status: 'in_progress',
  startedBy: null,
  finishedAt: null,
  checkpoints: ['A', 'B', 'C'].map((cp, position) => ({
    position,
    locationGuid: cp,
    name: `Slip ${cp}`,
    scannedAt: cp === 'A' ? iso(5) : null,
    scannedBy: cp === 'A' ? 'Server' : null,
    late: false,
    missed: false,
    outOfOrder: false,
  })),
  progress: { scanned: 1, total: 3 },
  exceptions: { missed: 0, late: 0, outOfOrder: 0 },
  minutesBetweenScans: null,
};
const local = (where: string, minutes: number) => ({ locationGuid: where, at: at(minutes), by: 'Phone' });

describe('withLocalScans', () => {
  it("counts the phone's queued check-ins on top of the server's scans", () => {
    const result = withLocalScans(server, [local('C', 8)], { ordered: false, now: at(9) });
    expect(result.progress).toEqual({ scanned: 2, total: 3 });
    expect(result.status).toBe('in_progress');
    expect(result.checkpoints.map((c) => [c.scannedAt, c.scannedBy])).toEqual([
      [iso(5), 'Server'],
      [null, null],
      [iso(8), 'Phone'],
    ]);
    expect(result.minutesBetweenScans).toEqual({ shortest: 3, average: 3, longest: 3 });
  });

  it('completes the run when the local scans cover the rest, and keeps the first scan of a checkpoint', () => {
    const result = withLocalScans(server, [local('A', 7), local('B', 12), local('C', 14)], {
      ordered: true,
      now: at(15),
    });
    expect(result.status).toBe('completed');
    expect(result.checkpoints[0]).toMatchObject({ scannedAt: iso(5), scannedBy: 'Server' });
  });

  it('judges by the recorded time: a local check-in outside the window does not count', () => {
    const result = withLocalScans(server, [local('B', -1), local('C', 41)], { ordered: false, now: at(42) });
    expect(result.progress).toEqual({ scanned: 1, total: 3 });
    expect(result.status).toBe('incomplete');
    expect(result.checkpoints[2]).toMatchObject({ late: true, missed: false });
    expect(result.checkpoints[1]).toMatchObject({ missed: true });
  });

  it('marks out of order on an ordered tour', () => {
    const result = withLocalScans(server, [local('C', 6), local('B', 7)], { ordered: true, now: at(8) });
    expect(result.checkpoints.map((c) => c.outOfOrder)).toEqual([false, false, true]);
  });

  it('answers as of now with nothing local: a kept answer read later is judged again', () => {
    const scheduled = {
      ...server,
      status: 'scheduled' as const,
      checkpoints: server.checkpoints.map((c) => ({ ...c, scannedAt: null, scannedBy: null })),
    };
    expect(withLocalScans(scheduled, [], { ordered: false, now: at(41) }).status).toBe('missed');
    expect(withLocalScans(server, [], { ordered: false, now: at(20) })).toEqual(server);
  });

  it('keeps a run started now in progress with nothing scanned', () => {
    const started = {
      ...server,
      scheduledAt: null,
      startedBy: 'Sam Guard',
      checkpoints: server.checkpoints.map((c) => ({ ...c, scannedAt: null, scannedBy: null })),
    };
    expect(withLocalScans(started, [], { ordered: false, now: at(1) }).status).toBe('in_progress');
  });
});

describe('runWithQueuedScans', () => {
  it("is the server's answer as it came when none of the queued check-ins is one of its checkpoints", () => {
    const { run, queued } = runWithQueuedScans(server, [local('Z', 8)], { ordered: false, now: at(9) });
    expect(run).toBe(server);
    expect([...queued]).toEqual([]);
  });

  it('counts the queued check-ins of its checkpoints and names those only the queue has scanned', () => {
    const { run, queued } = runWithQueuedScans(server, [local('A', 7), local('C', 8), local('Z', 8)], {
      ordered: false,
      now: at(9),
    });
    expect(run.progress).toEqual({ scanned: 2, total: 3 });
    expect([...queued]).toEqual(['C']);
  });
});
