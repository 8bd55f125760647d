import type { CallInput } from '#core/api/endpoint.ts';
import type { OccupancyCheck, OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import { occupancyEndpoints } from '#core/occupancy/occupancy.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { callsTo, inputTo, viewOf } from '#web/lib/offline/pending-calls.ts';
import type { QueueWriteInput } from '#web/lib/offline/queue-write.ts';

/**
 * Occupancy checklists in the offline queue (ADR 0021): starting one, ticking and unticking its
 * children, finalizing it; and the checklists and checks still on the phone laid over the server's.
 */

/** A create's body as the queue sends it: the guid made on the phone is always there. */
type WithGuid<B> = B & { guid: string };

export type OccupancyStartBody = WithGuid<CallInput<typeof occupancyEndpoints.start>['body']>;
export type OccupancyCheckBody = WithGuid<CallInput<typeof occupancyEndpoints.check>['body']>;
export type OccupancyFinalizeBody = WithGuid<CallInput<typeof occupancyEndpoints.finalize>['body']>;

/** What the server would add to a checklist started offline: its location's name and children. */
interface OccupancyStartView extends Record<string, unknown> {
  locationName: string;
  /** Live children of the location, for the counts of a checklist started offline. */
  childCount: number;
}

/** POST /api/occupancy-checklists. */
export const occupancyStartWrite = (
  body: OccupancyStartBody,
  location: { name: string; childCount: number },
): QueueWriteInput => ({
  guid: body.guid,
  label: i18n.t('occupancy:queue.started', { location: location.name }),
  locationGuid: body.locationId,
  calls: [queuedCall(occupancyEndpoints.start, { body })],
  view: { locationName: location.name, childCount: location.childCount } satisfies OccupancyStartView,
});

/**
 * A child's tick (POST /api/occupancy-checks) or untick (DELETE /api/occupancy-checks/{checklist}/
 * {location}?marinaId=; repeating it changes nothing). Sent in the order they were made, so a tick
 * then an untick of the same child ends unticked.
 */
export function occupancyCheckWrite(
  body: OccupancyCheckBody,
  present: boolean,
  childName?: string,
): QueueWriteInput {
  const name = childName ?? i18n.t('occupancy:queue.location');
  return {
    guid: body.guid,
    label: present
      ? i18n.t('occupancy:queue.ticked', { name })
      : i18n.t('occupancy:queue.unticked', { name }),
    locationGuid: body.locationId,
    calls: [
      present
        ? queuedCall(occupancyEndpoints.check, { body })
        : queuedCall(occupancyEndpoints.uncheck, {
            params: { checklistId: body.checklistId, locationId: body.locationId },
            query: { marinaId: body.marinaId },
          }),
    ],
  };
}

/** PUT /api/occupancy-checklists/{guid}/finalize. */
export const occupancyFinalizeWrite = (
  checklistId: string,
  body: OccupancyFinalizeBody & { guid: string },
  location: { guid: string; name: string },
): QueueWriteInput => ({
  guid: body.guid,
  label: i18n.t('occupancy:queue.finalized', { location: location.name }),
  locationGuid: location.guid,
  calls: [queuedCall(occupancyEndpoints.finalize, { params: { guid: checklistId }, body })],
});

/**
 * The queued ticks and unticks of one checklist's children, in queue order. An untick has no body:
 * its checklist and child are path parameters, DELETE /api/occupancy-checks/{checklistId}/{locationId}.
 */
function checkMovesOf(entries: readonly OutboxEntry[], checklistId: string) {
  return entries.flatMap((entry) => {
    const tick = inputTo(entry.calls[0], occupancyEndpoints.check)?.body;
    const untick = inputTo(entry.calls[0], occupancyEndpoints.uncheck)?.params;
    const move = tick ?? untick;
    return move?.checklistId === checklistId
      ? [{ entry, locationId: move.locationId, present: tick !== undefined }]
      : [];
  });
}

/** The children of a checklist whose tick or untick waits to sync. */
export const pendingCheckLocations = (entries: readonly OutboxEntry[], checklistId: string) =>
  new Set(checkMovesOf(entries, checklistId).map((move) => move.locationId));

/** The checks of one checklist after the queued ticks and unticks, applied in queue order. */
export function withPendingChecks(
  checks: OccupancyCheck[] | undefined,
  entries: readonly OutboxEntry[],
  checklistId: string,
): OccupancyCheck[] | undefined {
  const moves = checkMovesOf(entries, checklistId);
  if (moves.length === 0) return checks;
  let result = [...(checks ?? [])];
  for (const { entry, locationId, present } of moves) {
    result = result.filter((check) => check.locationId !== locationId);
    if (present) {
      result.push({
        guid: entry.guid,
        checklistId,
        locationId,
        checkedAt: entry.recordedAt,
        checkedBy: null,
        checkedByUserId: entry.userGuid,
      });
    }
  }
  return result;
}

/** Occupancy checklists started on the phone (ahead), and those finalized on it (finalized). */
export function withPendingOccupancy(
  list: OccupancyChecklist[] | undefined,
  entries: readonly OutboxEntry[],
  marinaId: string,
  savingOnline: ReadonlySet<string> = new Set(),
): OccupancyChecklist[] | undefined {
  const started = callsTo(entries, occupancyEndpoints.start);
  // A finalize the screen is still saving online is not laid over yet: its card (and the dialog
  // waiting for the answer) stays until the server has it, and stays open if the server refuses.
  const finalized = new Map(
    callsTo(entries, occupancyEndpoints.finalize)
      .filter(({ entry }) => !savingOnline.has(entry.guid))
      .map(({ entry, input }) => [input.params.guid, entry.recordedAt]),
  );
  if (started.length === 0 && finalized.size === 0) return list;
  const known = new Set((list ?? []).map((checklist) => checklist.guid));
  const added = started
    .filter(({ entry, input }) => input.body.marinaId === marinaId && !known.has(entry.guid))
    .map(({ entry, input }): OccupancyChecklist => {
      const view = viewOf<OccupancyStartView>(entry);
      return {
        guid: entry.guid,
        locationId: input.body.locationId,
        locationName: view.locationName ?? '',
        marinaId,
        started: entry.recordedAt,
        finalized: null,
        finalizedBy: null,
        finalizedByUserId: null,
        presentCount: withPendingChecks([], entries, entry.guid)?.length ?? 0,
        totalCount: view.childCount ?? 0,
      };
    })
    .reverse();
  return [...added, ...(list ?? [])].map((checklist) => {
    const at = finalized.get(checklist.guid);
    return at && !checklist.finalized ? { ...checklist, finalized: at } : checklist;
  });
}
