import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { gpsFigure } from '#core/check-in/check-in.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { callsTo } from '#web/lib/offline/pending-calls.ts';

/**
 * Activities still on the phone (ADR 0021): check-ins, notes and meter readings are queued by
 * their screens as POST /api/activities (a reading also POST /api/meter-readings); the feeds
 * show them from the queue until the server has them.
 */

/** An activity made on the phone; a meter reading's value travels with it. */
export type PendingActivity = Activity & { reading?: string };

/** Check-ins, notes and meter readings made on the phone, as activities, newest first. */
export function pendingActivities(
  entries: readonly OutboxEntry[],
  locationName: (guid: string) => string | null,
): PendingActivity[] {
  return callsTo(entries, activitiesEndpoints.create)
    .map(({ entry, input: { body } }) => {
      const activity: PendingActivity = {
        guid: body.guid ?? entry.guid,
        type: body.type,
        timestamp: entry.recordedAt,
        marinaId: body.marinaId ?? '',
        locationId: body.locationId,
        locationName: locationName(body.locationId),
        userId: entry.userGuid,
        staffName: body.staffName ?? null,
        comment: body.comment ?? null,
        occupancyChecklistId: null,
        issueId: null,
        gpsLatitude: gpsFigure(body.gpsLatitude),
        gpsLongitude: gpsFigure(body.gpsLongitude),
        gpsAccuracy: gpsFigure(body.gpsAccuracy),
      };
      const reading = callsTo([entry], metersEndpoints.createReading)[0]?.input.body.reading;
      return reading ? { ...activity, reading } : activity;
    })
    .reverse();
}
