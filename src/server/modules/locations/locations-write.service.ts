import type { BulkCreateResult, CreateLocationBody, Location } from '#core/locations/location.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import { createIdempotent, skippedInsert } from '#server/db/idempotent-create.ts';
import { findTypeOfClient } from '#server/modules/location-types/location-types.service.ts';
import type { MarinaCaller, MarinaScope } from '#server/plugins/auth-context.ts';
import { badRequest, HttpError } from '#server/plugins/http-errors.ts';
import { findLocation, findLocationsByIds, findParent, siblingNameTaken } from './locations.queries.ts';
import { toWire } from './locations.service.ts';
import { lockMarinaTree } from './locations-tree.queries.ts';
import { insertLocations } from './locations-write.queries.ts';

const nameTaken = (name: string) =>
  new HttpError(409, `A location named "${name}" already exists here`, undefined, 'locations.nameTaken');

/** The type (of the user's client) and the parent (a live location of the same marina) of a write. */
async function resolveRefs(tx: Executor, scope: MarinaScope, typeGuid: string, parentGuid: string | null) {
  const type = await findTypeOfClient(tx, scope.clientId, typeGuid);
  if (!type) throw badRequest('body.typeId: Location type not found');
  if (!parentGuid) return { typeId: type.id, parentId: null };
  const parent = await findParent(tx, scope.clientId, scope.marinaId, parentGuid);
  if (!parent) throw badRequest('body.parentId: must be a location of the same marina');
  return { typeId: type.id, parentId: parent.id };
}

export type CreateOutcome = { status: 201 | 200; body: Location } | { status: 200; body: BulkCreateResult };

/**
 * POST /api/locations: one name (idempotent on guid) or a bulk list with per-name failures. The
 * caller is an admin of the body's marina (checked by the route's access level).
 */
export async function createLocations(
  { db, scope }: MarinaCaller,
  body: CreateLocationBody,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await lockMarinaTree(tx, scope.marinaId);
    const refs = await resolveRefs(tx, scope, body.typeId, body.parentId);
    const base = {
      ...refs,
      clientId: scope.clientId,
      marinaId: scope.marinaId,
      description: body.description ?? null,
      status: body.status,
      hasOccupancy: body.hasOccupancy,
    };
    if (body.names) return { status: 200, body: await createMany(tx, scope, base, body.names) };
    const name = body.name!;
    const { row, created } = await createIdempotent({
      insert: async () => {
        const [inserted] = await insertLocations(tx, [
          { ...base, name, ...(body.guid ? { guid: body.guid } : {}) },
        ]);
        if (inserted) return (await findLocationsByIds(tx, scope.clientId, [inserted.id]))[0];
        const guid = body.guid;
        if (!guid) throw nameTaken(name);
        return skippedInsert({
          ownGuidExists: async () => (await findLocation(tx, scope.clientId, guid)) !== undefined,
          visibleClash: async () =>
            (await siblingNameTaken(tx, scope.marinaId, base.parentId, name)) ? nameTaken(name) : undefined,
        });
      },
      findExisting: () => findLocation(tx, scope.clientId, body.guid!),
      sameContent: (e) =>
        e.marinaRowId === base.marinaId &&
        e.name === name &&
        e.typeRowId === base.typeId &&
        e.parentRowId === base.parentId &&
        e.description === base.description &&
        e.status === base.status &&
        e.hasOccupancy === base.hasOccupancy,
    });
    return { status: created ? 201 : 200, body: toWire(row) };
  });
}

async function createMany(
  tx: Executor,
  scope: MarinaScope,
  base: Omit<Parameters<typeof insertLocations>[1][number], 'name'>,
  names: string[],
): Promise<BulkCreateResult> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  names.forEach((name, i) => {
    const key = name.toLowerCase();
    if (seen.has(key)) repeated.add(i);
    seen.add(key);
  });
  const toInsert = names.filter((_, i) => !repeated.has(i));
  const inserted = await insertLocations(
    tx,
    toInsert.map((name) => ({ ...base, name })),
  );
  const rows = await findLocationsByIds(
    tx,
    scope.clientId,
    inserted.map((r) => r.id),
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  const created: Location[] = [];
  const failed: BulkCreateResult['results']['failed'] = [];
  names.forEach((name, i) => {
    const row = repeated.has(i) ? undefined : byName.get(name);
    if (row) created.push(toWire(row));
    else if (repeated.has(i)) failed.push({ name, reason: 'Repeats a name earlier in the list' });
    else failed.push({ name, reason: 'A location with this name already exists here' });
  });
  return { results: { created, failed } };
}
