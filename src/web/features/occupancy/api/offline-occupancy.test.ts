import { describe, expect, it } from 'vitest';
import type { OccupancyCheck, OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import {
  DOCK,
  pendingEntry as entry,
  guid,
  MARINA,
  SLIP1,
  SLIP2,
  USER,
} from '#web/lib/offline/test/pending-entry.ts';
import {
  occupancyCheckWrite,
  occupancyFinalizeWrite,
  occupancyStartWrite,
  pendingCheckLocations,
  withPendingChecks,
  withPendingOccupancy,
} from './offline-occupancy.ts';

const tick = (checklistId: string, locationId: string, present: boolean) =>
  entry(occupancyCheckWrite({ guid: guid(), checklistId, locationId, marinaId: MARINA }, present, 'Slip'));

describe('occupancy checks laid over the server answer', () => {
  it('applies ticks and unticks in queue order: tick then untick of a child ends unticked', () => {
    const checklist = guid();
    const server: OccupancyCheck[] = [
      {
        guid: guid(),
        checklistId: checklist,
        locationId: SLIP2,
        checkedAt: '2026-11-24T01:00:00.000Z',
        checkedBy: 'Sam',
        checkedByUserId: USER,
      },
    ];
    const queue = [
      tick(checklist, SLIP1, true),
      tick(checklist, SLIP1, false),
      tick(checklist, SLIP2, false),
    ];
    expect(withPendingChecks(server, queue, checklist)).toEqual([]);
    const again = [...queue, tick(checklist, SLIP1, true)];
    expect(withPendingChecks(server, again, checklist)?.map((c) => c.locationId)).toEqual([SLIP1]);
    expect(withPendingChecks(server, again, guid())).toBe(server);
    expect([...pendingCheckLocations(again, checklist)].sort()).toEqual([SLIP1, SLIP2].sort());
  });
});

describe('occupancy checklists laid over the server answer', () => {
  it('adds one started on the phone with its pending ticks, and marks a queued finalize', () => {
    const started = entry(
      occupancyStartWrite(
        { guid: guid(), locationId: DOCK, marinaId: MARINA },
        { name: 'Dock A', childCount: 4 },
      ),
    );
    const queue = [started, tick(started.guid, SLIP1, true)];
    const [added] = withPendingOccupancy([], queue, MARINA)!;
    expect(added).toMatchObject({
      guid: started.guid,
      locationName: 'Dock A',
      started: started.recordedAt,
      finalized: null,
      presentCount: 1,
      totalCount: 4,
    });
    const finalize = entry(
      occupancyFinalizeWrite(
        started.guid,
        { guid: guid(), marinaId: MARINA },
        { guid: DOCK, name: 'Dock A' },
      ),
    );
    const [done] = withPendingOccupancy([], [...queue, finalize], MARINA)!;
    expect(done!.finalized).toBe(finalize.recordedAt);
    expect(withPendingOccupancy([], queue, guid())).toEqual([]);
    const server = [{ ...added!, started: '2026-11-24T00:00:00.000Z' } as OccupancyChecklist];
    expect(withPendingOccupancy(server, queue, MARINA)).toEqual(server);
  });

  it('leaves a finalize the screen is still saving online unapplied, so its card and dialog stay', () => {
    const server = [{ guid: guid(), locationId: DOCK, finalized: null } as unknown as OccupancyChecklist];
    const finalize = entry(
      occupancyFinalizeWrite(
        server[0]!.guid,
        { guid: guid(), marinaId: MARINA },
        { guid: DOCK, name: 'Dock A' },
      ),
    );
    expect(withPendingOccupancy(server, [finalize], MARINA, new Set([finalize.guid]))).toEqual(server);
    // Once it waits for the network (no longer being saved online), it shows as finalized.
    expect(withPendingOccupancy(server, [finalize], MARINA, new Set())![0]!.finalized).toBe(
      finalize.recordedAt,
    );
  });
});
