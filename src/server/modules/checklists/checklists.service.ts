import { randomUUID } from 'node:crypto';
import type {
  Checklist,
  ChecklistInstance,
  CreateChecklistInstanceBody,
  UpdateChecklistInstanceBody,
} from '#core/checklists/checklist.schema.ts';
import { instanceProgress, unknownItems } from '#core/checklists/checklist-progress.ts';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { MarinaCaller } from '#server/plugins/auth-context.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import {
  type ChecklistRow,
  findChecklist,
  findInstance,
  type InstanceRow,
  insertInstance,
  listInstances,
  listTemplates,
  updateInstanceRow,
} from './checklists.queries.ts';

/** Completed instances sent with the list (Recently Completed shows 3); in-progress ones are all sent. */
export const COMPLETED_INSTANCES_LIMIT = 20;
/** A safety cap on in-progress instances sent at once. */
const OPEN_INSTANCES_LIMIT = 1000;
export const INSTANCE_NOT_FOUND = 'Checklist instance not found';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toChecklist = (row: ChecklistRow): Checklist => ({
  guid: row.guid,
  name: row.name,
  description: row.description,
  items: row.items,
  isTemplate: row.isTemplate,
  marinaId: row.marinaGuid,
  createdAt: row.createdAt.toISOString(),
});

export const toInstance = (row: InstanceRow): ChecklistInstance => ({
  guid: row.guid,
  checklistId: row.checklistGuid,
  checklistName: row.checklistName,
  items: row.items,
  marinaId: row.marinaGuid,
  userId: row.userGuid,
  staffName: row.staffName,
  completedItems: row.completedItems,
  isCompleted: row.isCompleted,
  createdAt: row.createdAt.toISOString(),
  completedAt: iso(row.completedAt),
  progress: instanceProgress(row.items, row.completedItems).percent,
});

export async function listChecklists({ db, scope }: MarinaCaller): Promise<Checklist[]> {
  return (await listTemplates(db, scope.clientId, scope.marinaId)).map(toChecklist);
}

/** Every in-progress instance and the newest completed ones, newest first. */
export async function listChecklistInstances({ db, scope }: MarinaCaller) {
  const open = await listInstances(db, scope.clientId, scope.marinaId, false, OPEN_INSTANCES_LIMIT);
  const done = await listInstances(db, scope.clientId, scope.marinaId, true, COMPLETED_INSTANCES_LIMIT);
  return [...open, ...done]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map(toInstance);
}

function assertItemsOf(items: readonly string[], completedItems: readonly string[]): void {
  const unknown = unknownItems(items, completedItems);
  if (unknown.length > 0) {
    throw badRequest(`body.completedItems: "${unknown[0]}" is not an item of this checklist`);
  }
}

/** POST /api/checklist-instances: starts a checklist; a retry with the same guid returns it. */
export async function startChecklist({ db, scope }: MarinaCaller, body: CreateChecklistInstanceBody) {
  const checklist = await findChecklist(db, scope.clientId, scope.marinaId, body.checklistId);
  if (!checklist) throw notFound('Checklist not found');
  assertItemsOf(checklist.items, body.completedItems);
  const guid = (body.guid ?? randomUUID()).toLowerCase();
  const find = () => findInstance(db, scope.clientId, guid);
  const { row, created } = await createIdempotent({
    insert: async () =>
      (await insertInstance(db, {
        guid,
        clientId: scope.clientId,
        marinaId: scope.marinaId,
        checklistId: checklist.id,
        userId: scope.userId,
        staffName: body.staffName,
        completedItems: body.completedItems,
        isCompleted: body.isCompleted,
        completedAt: body.isCompleted ? (deviceTimeOf(body) ?? new Date()) : null,
        ...(body.deviceTime ? { createdAt: new Date(body.deviceTime) } : {}),
      })) === undefined
        ? undefined
        : find(),
    findExisting: find,
    // Progress may have moved on through PUT since; the start itself is what must match.
    sameContent: (existing) =>
      existing.marinaId === scope.marinaId &&
      existing.checklistId === checklist.id &&
      existing.staffName === body.staffName,
  });
  return { instance: toInstance(row), created };
}

/** PUT /api/checklist-instances/{guid}: ticks and completion; a completed instance may be reopened. */
export async function saveChecklistInstance(
  { db, scope }: MarinaCaller,
  guid: string,
  body: UpdateChecklistInstanceBody,
): Promise<ChecklistInstance> {
  const found = await findInstance(db, scope.clientId, guid);
  if (!found) throw notFound(INSTANCE_NOT_FOUND);
  if (found.marinaId !== scope.marinaId)
    throw badRequest('body.marinaId: is not the marina of this checklist');
  // Ticks saved before a template edit may be sent again; new ticks must be items of the template.
  assertItemsOf([...found.items, ...found.completedItems], body.completedItems);
  await updateInstanceRow(
    db,
    found.id,
    { completedItems: body.completedItems, isCompleted: body.isCompleted },
    deviceTimeOf(body),
  );
  return toInstance((await findInstance(db, scope.clientId, found.guid))!);
}
