import { describe, expect, it } from 'vitest';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import {
  pendingAnsweredQuestions,
  shiftAnswersWrite,
} from '#web/features/shifts/api/offline-shift-answers.ts';
import { queuedCall } from '#web/lib/call.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { pendingEntry as entry, guid, SLIP1 } from '#web/lib/offline/test/pending-entry.ts';
import { pendingActivities } from './offline-activities.ts';

describe('shift answers and activities on the phone', () => {
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
