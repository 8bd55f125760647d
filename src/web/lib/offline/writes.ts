import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { occupancyEndpoints } from '#core/checklists/occupancy.endpoints.ts';
import type { IssuePriority } from '#core/issues/issue-constants.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import type { AnswerPayload } from '#core/shifts/shift-flow.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import { queuedStep } from '../call.ts';
import type { QueueWriteInput } from './queue-write.ts';

/**
 * The request shapes of the writes a guard may make offline (ADR 0021), in one place: the
 * screens build their queue entries here, and the pending views (pending-writes.ts) read them
 * back. Each entry is one user action; its guid is the record's own where it creates one.
 */

export interface IssueBody {
  guid: string;
  title: string;
  description: string | null;
  priority: IssuePriority;
  locationId: string;
  marinaId: string;
  gpsLatitude?: string | null;
  gpsLongitude?: string | null;
  gpsAccuracy?: string | null;
}

export interface OccupancyStartBody {
  guid: string;
  locationId: string;
  marinaId: string;
}

export interface OccupancyCheckBody {
  guid: string;
  checklistId: string;
  locationId: string;
  marinaId: string;
}

export interface OccupancyFinalizeBody {
  /** The guid of the 'checklist' activity the finalize writes: a repeat is answered 200. */
  guid: string;
  marinaId: string;
}

export interface ChecklistStartBody {
  guid: string;
  checklistId: string;
  staffName: string;
  completedItems: string[];
  isCompleted: boolean;
  marinaId: string;
}

export interface ChecklistItemsBody {
  completedItems: string[];
  isCompleted: boolean;
  marinaId: string;
}

export interface ShiftAnswersBody {
  shiftId: string;
  answers: AnswerPayload[];
}

const at = (name: string | undefined) => (name ? ` at ${name}` : '');

/** POST /api/issues. */
export const issueWrite = (body: IssueBody, locationName?: string): QueueWriteInput => ({
  kind: 'issue',
  id: body.guid,
  label: `Issue${at(locationName)}: ${body.title}`,
  locationGuid: body.locationId,
  steps: [queuedStep(issuesEndpoints.create, { body })],
  ...(locationName ? { view: { locationName } } : {}),
});

/** POST /api/occupancy-checklists. */
export const occupancyStartWrite = (
  body: OccupancyStartBody,
  location: { name: string; childCount: number },
): QueueWriteInput => ({
  kind: 'occupancy-checklist',
  id: body.guid,
  label: `Occupancy checklist started at ${location.name}`,
  locationGuid: body.locationId,
  steps: [queuedStep(occupancyEndpoints.start, { body })],
  view: { locationName: location.name, childCount: location.childCount },
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
    kind: 'occupancy-check',
    id: body.guid,
    label: present ? `${name} ticked occupied` : `${name} unticked`,
    locationGuid: body.locationId,
    steps: [
      present
        ? queuedStep(occupancyEndpoints.check, { body })
        : queuedStep(occupancyEndpoints.uncheck, {
            params: { checklistId: body.checklistId, locationId: body.locationId },
            query: { marinaId: body.marinaId },
          }),
    ],
  };
}

/** PUT /api/occupancy-checklists/{guid}/finalize. */
export const occupancyFinalizeWrite = (
  checklistId: string,
  body: OccupancyFinalizeBody,
  location: { guid: string; name: string },
): QueueWriteInput => ({
  kind: 'occupancy-finalize',
  id: body.guid,
  label: `Occupancy checklist finalized at ${location.name}`,
  locationGuid: location.guid,
  steps: [queuedStep(occupancyEndpoints.finalize, { params: { guid: checklistId }, body })],
  view: { checklistId },
});

/** POST /api/checklist-instances. */
export const checklistStartWrite = (
  body: ChecklistStartBody,
  checklist: { name: string; items: string[] },
): QueueWriteInput => ({
  kind: 'checklist',
  id: body.guid,
  label: `Checklist started: ${checklist.name}`,
  locationGuid: null,
  steps: [queuedStep(checklistsEndpoints.start, { body })],
  view: { checklistName: checklist.name, items: checklist.items },
});

/** PUT /api/checklist-instances/{guid}: the whole state of the ticks, so the last one sent wins. */
export const checklistItemsWrite = (
  instanceGuid: string,
  body: ChecklistItemsBody,
  checklistName: string,
): QueueWriteInput => ({
  kind: 'checklist-items',
  id: crypto.randomUUID(),
  label: body.isCompleted
    ? `Checklist completed: ${checklistName}`
    : `Checklist ${checklistName}: ${body.completedItems.length} ticked`,
  locationGuid: null,
  steps: [queuedStep(checklistsEndpoints.save, { params: { guid: instanceGuid }, body })],
});

/** POST /api/shift-answers: saved per question, so sending them again changes nothing. */
export const shiftAnswersWrite = (body: ShiftAnswersBody): QueueWriteInput => ({
  kind: 'shift-answers',
  id: crypto.randomUUID(),
  label: body.answers.length === 1 ? 'Shift answer' : `Shift answers (${body.answers.length})`,
  locationGuid: null,
  steps: [queuedStep(shiftQuestionsEndpoints.saveAnswers, { body })],
});
