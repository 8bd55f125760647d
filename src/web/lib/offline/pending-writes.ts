import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import type {
  ChecklistInstance,
  OccupancyCheck,
  OccupancyChecklist,
} from '#core/checklists/checklist.schema.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { occupancyEndpoints } from '#core/checklists/occupancy.endpoints.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { callsTo, inputTo, viewOf } from './pending-calls.ts';
import type { ChecklistStartView, IssueBody, IssueView, OccupancyStartView } from './writes.ts';

/**
 * The entries still on the phone, read back as the records they will become (ADR 0021): the
 * screens lay them over what the server answered, so a queued issue, tick or answer shows at
 * once, marked as waiting to sync. Pure functions over the queue; the shapes are writes.ts's.
 */

export { pendingIds } from './pending-calls.ts';

/** A GPS figure as the server answers it (a decimal string), from a body that may carry a number. */
const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** The issue a queued create will make, as the list shows it until the server's answer is in. */
export function issueOf(
  body: IssueBody,
  made: { locationName: string | null; userGuid: string | null; at: string },
): Issue {
  return {
    guid: body.guid,
    title: body.title,
    description: body.description ?? null,
    priority: body.priority ?? 'medium',
    status: 'open',
    marinaId: body.marinaId,
    locationId: body.locationId,
    locationName: made.locationName,
    createdByUserId: made.userGuid,
    createdBy: null,
    assignedToUserId: null,
    gpsLatitude: text(body.gpsLatitude),
    gpsLongitude: text(body.gpsLongitude),
    gpsAccuracy: text(body.gpsAccuracy),
    createdAt: made.at,
    updatedAt: made.at,
  };
}

/** Issues created on the phone, newest first, ahead of the server's list. */
export function withPendingIssues(
  list: Issue[] | undefined,
  entries: readonly OutboxEntry[],
  marinaId: string,
) {
  const known = new Set((list ?? []).map((issue) => issue.guid));
  const pending = callsTo(entries, issuesEndpoints.create)
    .map(({ entry, input }) =>
      issueOf(
        { ...input.body, guid: entry.guid },
        {
          locationName: viewOf<IssueView>(entry).locationName ?? null,
          userGuid: entry.userGuid,
          at: entry.recordedAt,
        },
      ),
    )
    .filter((issue) => issue.marinaId === marinaId && !known.has(issue.guid))
    .reverse();
  return pending.length === 0 ? list : [...pending, ...(list ?? [])];
}

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

/** Checklists started on the phone, and the last ticks saved on it for each instance. */
export function withPendingInstances(
  list: ChecklistInstance[] | undefined,
  entries: readonly OutboxEntry[],
  marinaId: string,
): ChecklistInstance[] | undefined {
  const started = callsTo(entries, checklistsEndpoints.start);
  const saves = callsTo(entries, checklistsEndpoints.save);
  if (started.length === 0 && saves.length === 0) return list;
  const known = new Set((list ?? []).map((instance) => instance.guid));
  const added = started
    .filter(({ entry, input }) => input.body.marinaId === marinaId && !known.has(entry.guid))
    .map(({ entry, input: { body } }): ChecklistInstance => {
      const view = viewOf<ChecklistStartView>(entry);
      return {
        guid: entry.guid,
        checklistId: body.checklistId,
        checklistName: view.checklistName ?? 'Checklist',
        items: view.items ?? [],
        marinaId,
        userId: entry.userGuid,
        staffName: body.staffName ?? null,
        completedItems: body.completedItems ?? [],
        isCompleted: body.isCompleted ?? false,
        createdAt: entry.recordedAt,
        completedAt: null,
        progress: 0,
      };
    })
    .reverse();
  return [...added, ...(list ?? [])].map((instance) => {
    const last = saves.findLast(({ input }) => input.params.guid === instance.guid);
    if (!last) return instance;
    const { completedItems = [], isCompleted = false } = last.input.body;
    return {
      ...instance,
      completedItems,
      isCompleted,
      completedAt: isCompleted ? (instance.completedAt ?? last.entry.recordedAt) : null,
      progress: instanceProgress(instance.items, completedItems).percent,
    };
  });
}

/** Checklist instances started or ticked on the phone and not yet synced. */
export const pendingInstanceGuids = (entries: readonly OutboxEntry[]): ReadonlySet<string> =>
  new Set([
    ...callsTo(entries, checklistsEndpoints.start).map(({ entry }) => entry.guid),
    ...callsTo(entries, checklistsEndpoints.save).map(({ input }) => input.params.guid),
  ]);

/** The questions of a shift answered on the phone. */
export const pendingAnsweredQuestions = (entries: readonly OutboxEntry[], shiftId: string): string[] =>
  callsTo(entries, shiftQuestionsEndpoints.saveAnswers)
    .filter(({ input }) => input.body.shiftId === shiftId)
    .flatMap(({ input }) => input.body.answers.map((answer) => answer.questionId));

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
        gpsLatitude: text(body.gpsLatitude),
        gpsLongitude: text(body.gpsLongitude),
        gpsAccuracy: text(body.gpsAccuracy),
      };
      const reading = callsTo([entry], metersEndpoints.createReading)[0]?.input.body.reading;
      return reading ? { ...activity, reading } : activity;
    })
    .reverse();
}
