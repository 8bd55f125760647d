import type { CallInput } from '#core/api/endpoint.ts';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { callsTo, viewOf } from '#web/lib/offline/pending-calls.ts';
import type { QueueWriteInput } from '#web/lib/offline/queue-write.ts';

/**
 * Checklists in the offline queue (ADR 0021): starting one and saving its ticks; and the
 * instances still on the phone laid over the server's list. The outbox's labels are written in
 * the language of the moment.
 */

export type ChecklistStartBody = CallInput<typeof checklistsEndpoints.start>['body'] & { guid: string };
export type ChecklistItemsBody = CallInput<typeof checklistsEndpoints.save>['body'];

/** What the server would add to an instance started offline: its checklist's name and items. */
interface ChecklistStartView extends Record<string, unknown> {
  checklistName: string;
  items: string[];
}

/** POST /api/checklist-instances. */
export const checklistStartWrite = (
  body: ChecklistStartBody,
  checklist: { name: string; items: string[] },
): QueueWriteInput => ({
  guid: body.guid,
  label: i18n.t('checklists:queue.started', { name: checklist.name }),
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
    ? i18n.t('checklists:queue.completed', { name: checklistName })
    : i18n.t('checklists:queue.ticked', { name: checklistName, count: body.completedItems.length }),
  locationGuid: null,
  calls: [queuedCall(checklistsEndpoints.save, { params: { guid: instanceGuid }, body })],
});

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
        checklistName: view.checklistName ?? i18n.t('checklists:queue.unnamed'),
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
