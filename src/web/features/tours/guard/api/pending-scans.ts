import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { RunScan } from '#core/tours/run-progress.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { callsTo } from '#web/lib/offline/pending-calls.ts';

/**
 * The patrol check-ins still in the phone's queue, as scans of a tour run (decision 0031): where,
 * when the phone recorded them (the time the server will keep, ADR 0023) and by whom.
 */
export const pendingScans = (entries: readonly OutboxEntry[]): RunScan[] =>
  callsTo(entries, activitiesEndpoints.create).flatMap(({ entry, input: { body } }) =>
    body.type === 'patrol_check'
      ? [{ locationGuid: body.locationId, at: new Date(entry.recordedAt), by: body.staffName ?? null }]
      : [],
  );
