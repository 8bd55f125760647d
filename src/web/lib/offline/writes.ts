import type { CallInput } from '#core/api/endpoint.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { occupancyEndpoints } from '#core/checklists/occupancy.endpoints.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import { queuedCall } from '../call.ts';
import type { QueueWriteInput } from './queue-write.ts';

/**
 * The writes a guard may make offline (ADR 0021), built from the catalogue's request types: the
 * screens build their queue entries here, and the pending views (pending-writes.ts) read them
 * back. Each entry is one user action; its guid is the record's own where it creates one.
 */

/** A create's body as the queue sends it: the guid made on the phone is always there. */
type WithGuid<B> = B & { guid: string };

export type IssueBody = WithGuid<CallInput<typeof issuesEndpoints.create>['body']>;
export type OccupancyStartBody = WithGuid<CallInput<typeof occupancyEndpoints.start>['body']>;
export type OccupancyCheckBody = WithGuid<CallInput<typeof occupancyEndpoints.check>['body']>;
export type OccupancyFinalizeBody = CallInput<typeof occupancyEndpoints.finalize>['body'];
export type ChecklistStartBody = WithGuid<CallInput<typeof checklistsEndpoints.start>['body']>;
export type ChecklistItemsBody = CallInput<typeof checklistsEndpoints.save>['body'];
export type ShiftAnswersBody = CallInput<typeof shiftQuestionsEndpoints.saveAnswers>['body'];

/** What the pending views need that the server would add (the names), kept in each entry. */
export interface IssueView extends Record<string, unknown> {
  locationName: string;
}
export interface OccupancyStartView extends Record<string, unknown> {
  locationName: string;
  /** Live children of the location, for the counts of a checklist started offline. */
  childCount: number;
}
export interface ChecklistStartView extends Record<string, unknown> {
  checklistName: string;
  items: string[];
}

const at = (name: string | undefined) => (name ? ` at ${name}` : '');

/** POST /api/issues. */
export const issueWrite = (body: IssueBody, locationName?: string): QueueWriteInput => ({
  guid: body.guid,
  label: `Issue${at(locationName)}: ${body.title}`,
  locationGuid: body.locationId,
  calls: [queuedCall(issuesEndpoints.create, { body })],
  ...(locationName ? { view: { locationName } satisfies IssueView } : {}),
});

/** POST /api/occupancy-checklists. */
export const occupancyStartWrite = (
  body: OccupancyStartBody,
  location: { name: string; childCount: number },
): QueueWriteInput => ({
  guid: body.guid,
  label: `Occupancy checklist started at ${location.name}`,
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
  const name = childName ?? 'Location';
  return {
    guid: body.guid,
    label: present ? `${name} ticked occupied` : `${name} unticked`,
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
  label: `Occupancy checklist finalized at ${location.name}`,
  locationGuid: location.guid,
  calls: [queuedCall(occupancyEndpoints.finalize, { params: { guid: checklistId }, body })],
});

/** POST /api/checklist-instances. */
export const checklistStartWrite = (
  body: ChecklistStartBody,
  checklist: { name: string; items: string[] },
): QueueWriteInput => ({
  guid: body.guid,
  label: `Checklist started: ${checklist.name}`,
  locationGuid: null,
  calls: [queuedCall(checklistsEndpoints.start, { body })],
  view: { checklistName: checklist.name, items: checklist.items } satisfies ChecklistStartView,
});

/** PUT /api/checklist-instances/{guid}: the whole state of the ticks, so the last one sent wins. */
export const checklistItemsWrite = (
  instanceGuid: string,
  body: ChecklistItemsBody,
  checklistName: string,
): QueueWriteInput => ({
  guid: crypto.randomUUID(),
  label: body.isCompleted
    ? `Checklist completed: ${checklistName}`
    : `Checklist ${checklistName}: ${body.completedItems.length} ticked`,
  locationGuid: null,
  calls: [queuedCall(checklistsEndpoints.save, { params: { guid: instanceGuid }, body })],
});

/** POST /api/shift-answers: saved per question, so sending them again changes nothing. */
export const shiftAnswersWrite = (body: ShiftAnswersBody): QueueWriteInput => ({
  guid: crypto.randomUUID(),
  label: body.answers.length === 1 ? 'Shift answer' : `Shift answers (${body.answers.length})`,
  locationGuid: null,
  calls: [queuedCall(shiftQuestionsEndpoints.saveAnswers, { body })],
});
