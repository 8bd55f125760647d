import { describe, expect, it } from 'vitest';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type {
  ChecklistInstance,
  OccupancyCheck,
  OccupancyChecklist,
} from '#core/checklists/checklist.schema.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { queuedCall } from '../call.ts';
import type { OutboxEntry } from './outbox-types.ts';
import {
  pendingActivities,
  pendingAnsweredQuestions,
  pendingCheckLocations,
  pendingInstanceGuids,
  withPendingChecks,
  withPendingInstances,
  withPendingIssues,
  withPendingOccupancy,
} from './pending-writes.ts';
import type { QueueWriteInput } from './queue-write.ts';
import {
  checklistItemsWrite,
  checklistStartWrite,
  issueWrite,
  occupancyCheckWrite,
  occupancyFinalizeWrite,
  occupancyStartWrite,
  shiftAnswersWrite,
} from './writes.ts';

const MARINA = '00000000-0000-4000-8000-00000000000a';
const DOCK = '00000000-0000-4000-8000-0000000000d0';
const SLIP1 = '00000000-0000-4000-8000-0000000000d1';
const SLIP2 = '00000000-0000-4000-8000-0000000000d2';
const USER = '00000000-0000-4000-8000-0000000000ee';

let seq = 0;
/** A queue entry as queueWrite stores it, saved a minute after the previous one. */
const entry = (input: QueueWriteInput): OutboxEntry => {
  seq += 1;
  return {
    ...input,
    seq,
    userGuid: USER,
    recordedAt: new Date(Date.UTC(2026, 10, 24, 2, seq)).toISOString(),
    done: 0,
    status: 'pending',
    attempts: 0,
  };
};
const guid = () => crypto.randomUUID();
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

describe('issues, checklists, answers and activities', () => {
  it('lists queued issues first, newest first, once', () => {
    const first = entry(
      issueWrite(
        {
          guid: guid(),
          title: 'Cleat',
          description: null,
          priority: 'high',
          locationId: DOCK,
          marinaId: MARINA,
        },
        'Dock A',
      ),
    );
    const second = entry(
      issueWrite({
        guid: guid(),
        title: 'Light',
        description: null,
        priority: 'low',
        locationId: DOCK,
        marinaId: MARINA,
      }),
    );
    const server = [{ guid: guid(), title: 'Old' } as Issue];
    const list = withPendingIssues(server, [first, second], MARINA)!;
    expect(list.map((i) => i.title)).toEqual(['Light', 'Cleat', 'Old']);
    expect(list[1]).toMatchObject({ status: 'open', locationName: 'Dock A', createdAt: first.recordedAt });
    expect(withPendingIssues([list[1]!], [first], MARINA)).toEqual([list[1]]);
  });

  it('shows a checklist started on the phone with the last ticks saved', () => {
    const start = entry(
      checklistStartWrite(
        {
          guid: guid(),
          checklistId: guid(),
          staffName: 'Security Officer',
          completedItems: [],
          isCompleted: false,
          marinaId: MARINA,
        },
        { name: 'Round', items: ['a', 'b', 'c', 'd'] },
      ),
    );
    const save = (items: string[]) =>
      entry(
        checklistItemsWrite(
          start.guid,
          { completedItems: items, isCompleted: false, marinaId: MARINA },
          'Round',
        ),
      );
    const [instance] = withPendingInstances(undefined, [start, save(['a', 'b']), save(['a'])], MARINA)!;
    expect(instance).toMatchObject({ checklistName: 'Round', completedItems: ['a'], progress: 25 });
    expect(pendingInstanceGuids([save(['b'])])).toEqual(new Set([start.guid]));
    const server = { ...instance!, completedItems: [], progress: 0 } as ChecklistInstance;
    expect(withPendingInstances([server], [save(['c', 'd'])], MARINA)![0]).toMatchObject({
      completedItems: ['c', 'd'],
      progress: 50,
    });
  });

  it('counts the questions answered on the phone, and reads check-ins and readings as activities', () => {
    const shiftId = guid();
    const answers = entry(
      shiftAnswersWrite({
        shiftId,
        answers: [
          {
            questionId: 'q1',
            shiftId,
            answerText: 'x',
            answerNumber: null,
            answerBoolean: null,
            answerTimestamp: null,
          },
        ],
      }),
    );
    expect(pendingAnsweredQuestions([answers], shiftId)).toEqual(['q1']);
    expect(pendingAnsweredQuestions([answers], guid())).toEqual([]);
    const reading: OutboxEntry = entry({
      guid: guid(),
      label: 'Power reading 12.5',
      locationGuid: SLIP1,
      calls: [
        queuedCall(activitiesEndpoints.create, {
          body: { guid: 'a1', locationId: SLIP1, type: 'meter_read', comment: 'Meter reading (power)' },
        }),
        queuedCall(metersEndpoints.createReading, {
          body: { guid: guid(), activityId: 'a1', meterType: 'power', reading: '12.5' },
        }),
      ],
    });
    const [activity, ...rest] = pendingActivities([answers, reading], () => 'A-01L');
    expect(rest).toEqual([]);
    expect(activity).toMatchObject({
      guid: 'a1',
      type: 'meter_read',
      locationName: 'A-01L',
      timestamp: reading.recordedAt,
      reading: '12.5',
    });
  });
});
