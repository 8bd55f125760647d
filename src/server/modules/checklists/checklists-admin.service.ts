import { isAdminOf } from '#core/auth/permissions.ts';
import type {
  ChecklistTemplate,
  CreateChecklistBody,
  UpdateChecklistBody,
} from '#core/backend/backend.schema.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { Caller, MarinaCaller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { badRequest, forbidden, notFound } from '#server/plugins/http-errors.ts';
import {
  type ChecklistRow,
  findChecklist,
  insertTemplate,
  updateChecklistRow,
} from './checklists-admin.queries.ts';

export const CHECKLIST_NOT_FOUND = 'Checklist not found';

const toChecklist = (row: ChecklistRow): ChecklistTemplate => ({
  guid: row.guid,
  name: row.name,
  description: row.description,
  items: row.items,
  isTemplate: row.isTemplate,
  clientId: row.clientId,
  marinaId: row.marinaGuid,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * POST /api/checklists: a template (isTemplate true) of one marina; idempotent on `guid`. The
 * caller is an admin of the body's marina (registerEndpoint checked it).
 */
export async function createChecklist({ db, scope }: MarinaCaller, body: CreateChecklistBody) {
  const { marinaId: _m, guid, ...values } = body;
  const { row, created } = await createIdempotent({
    insert: async () => {
      const inserted = await insertTemplate(db, {
        ...values,
        clientId: scope.clientId,
        marinaId: scope.marinaId,
        guid,
      });
      if (inserted) return findChecklist(db, scope.clientId, inserted.guid);
      // Only a guid can clash: one of ours (a retry) or one we cannot see; both answer by guid.
      if (guid) return undefined;
      throw new Error('checklist insert wrote nothing');
    },
    findExisting: () => findChecklist(db, scope.clientId, guid!),
    sameContent: (e) =>
      e.marinaGuid === scope.marinaGuid &&
      e.name === values.name &&
      e.description === values.description &&
      sameItems(e.items, values.items),
  });
  return { checklist: toChecklist(row), created };
}

/**
 * PUT /api/checklists/{guid}: the whole form (name, description, items). A checklist of another
 * client answers 404; admin of its marina (client-wide admin for a client-wide one) may edit.
 */
export async function updateChecklist(caller: Caller, guid: string, body: UpdateChecklistBody) {
  const auth = requireAuth(caller);
  const { db } = caller;
  const row = await findChecklist(db, auth.clientId, guid);
  if (!row) throw notFound(CHECKLIST_NOT_FOUND);
  if (row.marinaGuid) await requireMarinaAdmin(caller, row.marinaGuid);
  else if (!isAdminOf(auth.permissions, null)) throw forbidden('You must be an admin of every marina');
  const { marinaId, ...values } = body;
  if (marinaId && marinaId !== row.marinaGuid)
    throw badRequest('body.marinaId: is not the marina of this checklist');
  await updateChecklistRow(db, row.id, values);
  return toChecklist((await findChecklist(db, auth.clientId, guid))!);
}
