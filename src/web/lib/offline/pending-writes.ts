import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { Activity, CreateActivityBody } from '#core/activity/activity.schema.ts';
import type {
  ChecklistInstance,
  OccupancyCheck,
  OccupancyChecklist,
} from '#core/checklists/checklist.schema.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import type { OutboxEntry } from './outbox-types.ts';
import type {
  ChecklistItemsBody,
  ChecklistStartBody,
  IssueBody,
  OccupancyCheckBody,
  OccupancyStartBody,
  ShiftAnswersBody,
} from './writes.ts';

/**
 * The entries still on the phone, read back as the records they will become (ADR 0021): the
 * screens lay them over what the server answered, so a queued issue, tick or answer shows at
 * once, marked as waiting to sync. Pure functions over the queue; the shapes are writes.ts's.
 */

const bodyOf = <T>(entry: OutboxEntry): T => entry.steps[0]!.body as T;
const ofKind = (entries: readonly OutboxEntry[], kind: OutboxEntry['kind']) =>
  entries.filter((entry) => entry.kind === kind);

/** The guids of the records the queue will create (issues, checklists, activities ...). */
export const pendingIds = (entries: readonly OutboxEntry[]): ReadonlySet<string> =>
  new Set(entries.map((entry) => entry.id));

/** The issue a queued create will make, as the list shows it until the server's answer is in. */
export function issueOf(
  body: IssueBody,
  made: { locationName: string | null; userGuid: string | null; at: string },
): Issue {
  return {
    guid: body.guid,
    title: body.title,
    description: body.description,
    priority: body.priority,
    status: 'open',
    marinaId: body.marinaId,
    locationId: body.locationId,
    locationName: made.locationName,
    createdByUserId: made.userGuid,
    createdBy: null,
    assignedToUserId: null,
    gpsLatitude: body.gpsLatitude ?? null,
    gpsLongitude: body.gpsLongitude ?? null,
    gpsAccuracy: body.gpsAccuracy ?? null,
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
  const pending = ofKind(entries, 'issue')
    .map((entry) =>
      issueOf(bodyOf<IssueBody>(entry), {
        locationName: entry.view?.locationName ?? null,
        userGuid: entry.userGuid,
        at: entry.deviceTime,
      }),
    )
    .filter((issue) => issue.marinaId === marinaId && !known.has(issue.guid))
    .reverse();
  return pending.length === 0 ? list : [...pending, ...(list ?? [])];
}

/**
 * The queued ticks and unticks of one checklist, in queue order. An untick has no body: its
 * checklist is a path parameter, DELETE /api/occupancy-checks/{checklistId}/{locationId}.
 */
const checkMovesOf = (entries: readonly OutboxEntry[], checklistId: string) =>
  ofKind(entries, 'occupancy-check').filter((entry) =>
    entry.steps[0]!.method === 'POST'
      ? bodyOf<OccupancyCheckBody>(entry).checklistId === checklistId
      : entry.steps[0]!.params?.checklistId === checklistId,
  );

/** The children of a checklist whose tick or untick waits to sync. */
export const pendingCheckLocations = (entries: readonly OutboxEntry[], checklistId: string) =>
  new Set(checkMovesOf(entries, checklistId).map((entry) => entry.locationGuid));

/** The checks of one checklist after the queued ticks and unticks, applied in queue order. */
export function withPendingChecks(
  checks: OccupancyCheck[] | undefined,
  entries: readonly OutboxEntry[],
  checklistId: string,
): OccupancyCheck[] | undefined {
  const moves = checkMovesOf(entries, checklistId);
  if (moves.length === 0) return checks;
  let result = [...(checks ?? [])];
  for (const entry of moves) {
    const locationId = entry.locationGuid!;
    result = result.filter((check) => check.locationId !== locationId);
    if (entry.steps[0]!.method === 'POST') {
      result.push({
        guid: entry.id,
        checklistId,
        locationId,
        checkedAt: entry.deviceTime,
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
  const started = ofKind(entries, 'occupancy-checklist');
  // A finalize the screen is still saving online is not laid over yet: its card (and the dialog
  // waiting for the answer) stays until the server has it, and stays open if the server refuses.
  const finalized = new Map(
    ofKind(entries, 'occupancy-finalize')
      .filter((entry) => !savingOnline.has(entry.id))
      .map((entry) => [entry.view?.checklistId, entry.deviceTime]),
  );
  if (started.length === 0 && finalized.size === 0) return list;
  const known = new Set((list ?? []).map((checklist) => checklist.guid));
  const added = started
    .filter((entry) => bodyOf<OccupancyStartBody>(entry).marinaId === marinaId && !known.has(entry.id))
    .map(
      (entry): OccupancyChecklist => ({
        guid: entry.id,
        locationId: entry.locationGuid!,
        locationName: entry.view?.locationName ?? '',
        marinaId,
        started: entry.deviceTime,
        finalized: null,
        finalizedBy: null,
        finalizedByUserId: null,
        presentCount: withPendingChecks([], entries, entry.id)?.length ?? 0,
        totalCount: entry.view?.childCount ?? 0,
      }),
    )
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
  const started = ofKind(entries, 'checklist');
  const saves = ofKind(entries, 'checklist-items');
  if (started.length === 0 && saves.length === 0) return list;
  const known = new Set((list ?? []).map((instance) => instance.guid));
  const added = started
    .map((entry) => ({ entry, body: bodyOf<ChecklistStartBody>(entry) }))
    .filter(({ body }) => body.marinaId === marinaId && !known.has(body.guid))
    .map(
      ({ entry, body }): ChecklistInstance => ({
        guid: body.guid,
        checklistId: body.checklistId,
        checklistName: entry.view?.checklistName ?? 'Checklist',
        items: entry.view?.items ?? [],
        marinaId,
        userId: entry.userGuid,
        staffName: body.staffName,
        completedItems: body.completedItems,
        isCompleted: body.isCompleted,
        createdAt: entry.deviceTime,
        completedAt: null,
        progress: 0,
      }),
    )
    .reverse();
  return [...added, ...(list ?? [])].map((instance) => {
    const last = saves.findLast((entry) => entry.steps[0]!.params?.guid === instance.guid);
    if (!last) return instance;
    const body = bodyOf<ChecklistItemsBody>(last);
    return {
      ...instance,
      completedItems: body.completedItems,
      isCompleted: body.isCompleted,
      completedAt: body.isCompleted ? (instance.completedAt ?? last.deviceTime) : null,
      progress: instanceProgress(instance.items, body.completedItems).percent,
    };
  });
}

/** Checklist instances started or ticked on the phone and not yet synced. */
export const pendingInstanceGuids = (entries: readonly OutboxEntry[]): ReadonlySet<string> =>
  new Set([
    ...ofKind(entries, 'checklist').map((entry) => entry.id),
    ...ofKind(entries, 'checklist-items').flatMap((entry) => entry.steps[0]!.params?.guid ?? []),
  ]);

/** The questions of a shift answered on the phone. */
export const pendingAnsweredQuestions = (entries: readonly OutboxEntry[], shiftId: string): string[] =>
  ofKind(entries, 'shift-answers')
    .map((entry) => bodyOf<ShiftAnswersBody>(entry))
    .filter((body) => body.shiftId === shiftId)
    .flatMap((body) => body.answers.map((answer) => answer.questionId));

/** An activity made on the phone; a meter reading's value travels with it. */
export type PendingActivity = Activity & { reading?: string };

const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** Check-ins, notes and meter readings made on the phone, as activities, newest first. */
export function pendingActivities(
  entries: readonly OutboxEntry[],
  locationName: (guid: string) => string | null,
): PendingActivity[] {
  return entries
    .flatMap((entry) => {
      const step = entry.steps.find((s) => s.operationId === activitiesEndpoints.create.operationId);
      if (!step) return [];
      const body = step.body as CreateActivityBody & { guid: string };
      const activity: PendingActivity = {
        guid: body.guid,
        type: body.type,
        timestamp: entry.deviceTime,
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
      const reading = entry.steps.find((s) => s.operationId === metersEndpoints.createReading.operationId)
        ?.body as { reading?: string } | undefined;
      return [reading?.reading ? { ...activity, reading: reading.reading } : activity];
    })
    .reverse();
}
