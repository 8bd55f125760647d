import { randomUUID } from 'node:crypto';
import type { UploadSlot } from '#core/api/endpoint.ts';
import type { RecordPhoto } from '#core/photos/record-photo.schema.ts';
import type { Config } from '#server/config.ts';
import type { Executor } from '#server/db/connect.ts';
import type { AuthContext, MarinaCaller } from '#server/plugins/auth-context.ts';
import { badRequest } from '#server/plugins/http-errors.ts';
import { claimPhotoRoom } from './photo-quota.service.ts';
import { finalizePhoto, uploadUrlFor, type WithConfig } from './photos.service.ts';
import {
  findPhotoHolders,
  insertRecordPhotos,
  photosOfActivityIds,
  photosOfIssueIds,
} from './record-photos.queries.ts';

export { countIssuePhotos } from './record-photos.queries.ts';

/** POST /api/uploads: a fresh photo guid and its signed upload URL; nothing is stored yet. */
export async function uploadSlot({ auth, config }: WithConfig<MarinaCaller>): Promise<UploadSlot> {
  const guid = randomUUID();
  return { guid, uploadURL: await uploadUrlFor(config, auth.clientGuid, guid) };
}

/** The record a create or an edit is about: photos it already holds are a retry, not a clash. */
type PhotoOwner = { issueGuid: string } | { activityGuid: string };

export interface PreparedPhoto {
  guid: string;
  /** Its place in `photoIds`. */
  index: number;
  contentType: string;
  byteSize: number;
}

const PHOTO_ELSEWHERE = 'the photo belongs to another record';

/**
 * Registers the photos a body names (ADR 0032): each must be an upload of this client (another
 * client's, or one never uploaded, is as unknown: 400), at most 10 MB (413) and an image by its
 * magic bytes (415), each answer naming `body.photoIds.N`. A photo the owner already holds (a
 * retry, or an issue's earlier photos) is left out of the answer; one held by another record, or
 * a meter photo, is refused. The quota is checked in the transaction that writes them
 * (claimRecordPhotoRoom).
 */
export async function preparePhotos(
  db: Executor,
  config: Config,
  auth: AuthContext,
  photoIds: readonly string[] | undefined,
  owner: PhotoOwner | null,
): Promise<PreparedPhoto[]> {
  if (!photoIds?.length) return [];
  const holders = new Map(
    (await findPhotoHolders(db, auth.clientId, [...photoIds])).map((h) => [h.guid, h] as const),
  );
  const prepared: PreparedPhoto[] = [];
  for (const [index, guid] of photoIds.entries()) {
    const field = `body.photoIds.${index}`;
    const holder = holders.get(guid);
    if (holder) {
      const own =
        owner &&
        ('issueGuid' in owner
          ? holder.issueGuid === owner.issueGuid
          : holder.activityGuid === owner.activityGuid);
      if (own) continue;
      throw badRequest(`${field}: ${PHOTO_ELSEWHERE}`);
    }
    const stored = await finalizePhoto(config, auth.clientGuid, guid, field);
    prepared.push({ guid, index, contentType: stored.type.mime, byteSize: stored.size });
  }
  return prepared;
}

/**
 * The first step of the transaction that attaches prepared photos: the client's quota lock and
 * check (decision 0049); 413 naming `body.photoIds` when they do not fit.
 */
export const claimRecordPhotoRoom = (
  tx: Executor,
  config: Config,
  clientId: number,
  photos: PreparedPhoto[],
) => claimPhotoRoom(tx, config, clientId, photos, 'body.photoIds');

/** Writes the rows of prepared photos: brought by `activityId`, on `issueId` when an issue's. */
export function attachPhotos(
  db: Executor,
  photos: PreparedPhoto[],
  where: { clientId: number; marinaId: number; activityId: number; issueId?: number },
): Promise<void> {
  return insertRecordPhotos(
    db,
    photos.map((p) => ({
      guid: p.guid,
      clientId: where.clientId,
      marinaId: where.marinaId,
      activityId: where.activityId,
      issueId: where.issueId ?? null,
      position: p.index,
      contentType: p.contentType,
      byteSize: p.byteSize,
    })),
  );
}

const toPhoto = (guid: string): RecordPhoto => ({ guid, url: `/img/${guid}` });

function grouped(rows: { owner: number | null; guid: string }[]): Map<number, RecordPhoto[]> {
  const byOwner = new Map<number, RecordPhoto[]>();
  for (const row of rows) {
    if (row.owner === null) continue;
    const list = byOwner.get(row.owner) ?? [];
    list.push(toPhoto(row.guid));
    byOwner.set(row.owner, list);
  }
  return byOwner;
}

/** The photos of each activity (by its id), for the feeds and the shift summary. */
export const photosOfActivities = async (db: Executor, clientId: number, ids: number[]) =>
  grouped(await photosOfActivityIds(db, clientId, ids));

/** The photos of each issue (by its id), for the issue list and card. */
export const photosOfIssues = async (db: Executor, clientId: number, ids: number[]) =>
  grouped(await photosOfIssueIds(db, clientId, ids));

/** The same set of photos, whatever the order (a retry of a create). */
export const samePhotos = (held: RecordPhoto[] | undefined, named: readonly string[] | undefined) => {
  const a = (held ?? []).map((p) => p.guid).sort();
  const b = [...(named ?? [])].sort();
  return a.length === b.length && a.every((guid, i) => guid === b[i]);
};
