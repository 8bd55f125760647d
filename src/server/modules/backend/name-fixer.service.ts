import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  compileSearchPattern,
  type NamedLocation,
  type NamePreviewEntry,
  previewRenames as previewChunk,
} from '#core/backend/name-pattern.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import { badRequest, HttpError, notFound } from '#server/plugins/http-errors.ts';
import { findMarinaAnyClient, MARINA_NOT_FOUND } from './backend-marinas.service.ts';
import {
  findLiveInMarina,
  listChildrenOf,
  listLiveLocations,
  renameLocations,
} from './name-fixer.queries.ts';

/** Names matched between two turns of the event loop: other requests are served in between. */
const CHUNK = 250;

/** The work split into chunks, each on its own turn of the event loop. */
async function inTurns<T, R>(items: readonly T[], work: (chunk: readonly T[]) => R[]): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    if (i > 0) await nextTurn();
    out.push(...work(items.slice(i, i + CHUNK)));
  }
  return out;
}

/** Preview rows for the locations the search pattern matches, a chunk per turn of the event loop. */
export async function previewRenames(
  locations: readonly NamedLocation[],
  search: string,
  replacement: string,
): Promise<NamePreviewEntry[]> {
  return inTurns(locations, (chunk) => previewChunk(chunk, search, replacement));
}

async function marinaOr404(db: Db, guid: string) {
  const marina = await findMarinaAnyClient(db, guid);
  if (!marina) throw notFound(MARINA_NOT_FOUND);
  return marina;
}

/** Live locations of the marina whose whole name matches the pattern, in natural name order. */
export async function searchByPattern(db: Db, body: { clientId: string; marinaId: string; pattern: string }) {
  const marina = await marinaOr404(db, body.marinaId);
  if (marina.clientId !== body.clientId)
    throw badRequest('body.marinaId: is not a marina of the chosen client');
  const pattern = compileSearchPattern(body.pattern);
  const live = await listLiveLocations(db, marina.id);
  return sortByName(await inTurns(live, (chunk) => chunk.filter((l) => pattern.test(l.name))));
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The first update whose new name another live location under the same parent would also carry. */
async function findCollision(
  tx: Executor,
  marinaId: number,
  rows: { id: number; parentId: number | null }[],
  names: Map<number, string>,
) {
  const parents = [...new Set(rows.map((r) => r.parentId ?? 0))];
  const siblings = await listChildrenOf(tx, marinaId, parents);
  const seen = new Map<string, number>();
  for (const s of siblings) {
    const key = `${s.parentId ?? 0}/${(names.get(s.id) ?? s.name).toLowerCase()}`;
    const other = seen.get(key);
    if (other !== undefined) return names.has(s.id) ? s.id : other;
    seen.set(key, s.id);
  }
  return undefined;
}

/**
 * Renames locations of one marina in one transaction. Refuses the whole batch (400, nothing
 * changed) for a guid that is not a live location of that marina, a repeated guid, or a new
 * name another live sibling would carry too (the rule of locations_name_unique).
 */
export async function commitNameChanges(
  db: Db,
  body: { marinaId: string; updates: { guid: string; newName: string }[] },
) {
  const marina = await marinaOr404(db, body.marinaId);
  const index = new Map<string, number>();
  body.updates.forEach((u, i) => {
    if (index.has(u.guid)) throw badRequest(`body.updates.${i}.guid: appears more than once`);
    index.set(u.guid, i);
  });
  try {
    return await db.transaction(async (tx) => {
      const rows = await findLiveInMarina(tx, marina.id, [...index.keys()]);
      const found = new Set(rows.map((r) => r.guid));
      const missing = body.updates.findIndex((u) => !found.has(u.guid));
      if (missing >= 0) throw badRequest(`body.updates.${missing}.guid: is not a location of this marina`);
      const names = new Map(rows.map((r) => [r.id, body.updates[index.get(r.guid)!]!.newName]));
      const clash = await findCollision(tx, marina.id, rows, names);
      if (clash !== undefined) {
        const i = index.get(rows.find((r) => r.id === clash)!.guid)!;
        throw new HttpError(
          400,
          `body.updates.${i}.newName: "${names.get(clash)}" is already the name of another location here`,
          undefined,
          'backend.nameTaken',
          { name: names.get(clash)! },
        );
      }
      const updatedCount = await renameLocations(
        tx,
        [...names].map(([id, name]) => ({ id, name })),
      );
      if (updatedCount !== body.updates.length)
        throw new HttpError(
          400,
          'body.updates: some locations changed meanwhile; search again',
          undefined,
          'backend.locationsChanged',
        );
      return { updatedCount };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(
        400,
        'body.updates: a new name is already taken here; search again',
        undefined,
        'backend.newNameTaken',
      );
    throw error;
  }
}
