import { describe, expect, it } from 'vitest';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { patrolCheckBody } from '#core/check-in/check-in.ts';
import { queuedCall } from '#web/lib/call.ts';
import { pendingEntry as entry, guid, SLIP1, SLIP2 } from '#web/lib/offline/test/pending-entry.ts';
import { pendingScans } from './pending-scans.ts';

const coords = { latitude: 38.97, longitude: -76.49, accuracy: 5 };

describe('pendingScans', () => {
  it("reads the queue's patrol check-ins as scans at their recorded time, and nothing else", () => {
    const checkIn = entry({
      guid: guid(),
      label: 'Check-in at A-01L',
      locationGuid: SLIP1,
      calls: [
        queuedCall(activitiesEndpoints.create, {
          body: patrolCheckBody({ guid: guid(), locationId: SLIP1, staffName: 'Sam Guard', coords }),
        }),
      ],
    });
    const note = entry({
      guid: guid(),
      label: 'Note at A-02L',
      locationGuid: SLIP2,
      calls: [
        queuedCall(activitiesEndpoints.create, {
          body: { guid: guid(), locationId: SLIP2, type: 'comment', comment: 'Gate open' },
        }),
      ],
    });
    expect(pendingScans([note, checkIn])).toEqual([
      { locationGuid: SLIP1, at: new Date(checkIn.recordedAt), by: 'Sam Guard' },
    ]);
    expect(pendingScans([])).toEqual([]);
  });
});
