import { pathOf, uploadSlotOf } from '#core/api/endpoint.ts';
import { routeByOperationId } from '#core/api/routes.ts';
import { ApiError, apiRequest, buildUrl, errorMessage } from '../api-client.ts';
import { saveEntry } from './outbox.ts';
import {
  type OutboxEntry,
  PHOTO_GUID,
  PHOTO_PLACEHOLDER_PREFIX,
  photoPlaceholder,
  type QueuedCall,
  type QueuedPhoto,
} from './outbox-types.ts';

export interface SendOptions {
  /** Each request is given up (a transient failure) when it is not answered within this time. */
  timeoutMs: number;
  /** False once the entry's user is no longer the one signed in: nothing more is sent then. */
  owner: () => boolean;
}

/** The signed-in user changed while an entry was being sent; its progress so far is kept. */
export class UserChanged extends Error {
  constructor() {
    super('Another user signed in');
    this.name = 'UserChanged';
  }
}

/** A failure tried again later: no answer (network, time-out), a 5xx, 408 or 429. */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/** A refusal the same request would meet again: a 4xx but 401 (sign in), 408 and 429. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status !== 401 && !isTransient(error);

/** The photo's upload is given more time: ~300 kB over a weak signal takes a while. */
const PHOTO_TIME_FACTOR = 4;

function ready(options: SendOptions, factor = 1): AbortSignal {
  if (!options.owner()) throw new UserChanged();
  return AbortSignal.timeout(options.timeoutMs * factor);
}

/** Thrown for a call whose endpoint this version of the app no longer has: the entry is refused. */
const unknownEndpoint = (endpoint: string) =>
  new ApiError(410, `This entry was saved by an earlier version of the app and cannot be sent (${endpoint})`);

/** Sends one call: its route found by operationId in the catalogue, its URL made from its input. */
function send<T>(
  call: QueuedCall,
  options: SendOptions,
  photoGuid?: string,
  photos?: QueuedPhoto[],
): Promise<T> {
  const route = routeByOperationId(call.endpoint);
  if (!route) throw unknownEndpoint(call.endpoint);
  const { params, query, body } = call.input;
  const url = buildUrl(pathOf(route.path, params), query);
  return apiRequest<T>(route.method, url, withPhotoIds(withPhotoGuid(body, photoGuid), photos), {
    on401: 'throw',
    signal: ready(options),
  });
}

/** A fresh guid and signed upload URL: one allocated earlier may have expired. */
async function allocateUpload(photo: QueuedPhoto, options: SendOptions): Promise<void> {
  const route = routeByOperationId(photo.slot.endpoint);
  const slot = route && uploadSlotOf(route, await send(photo.slot, options));
  if (!slot) throw unknownEndpoint(photo.slot.endpoint);
  photo.imageGuid = slot.guid;
  photo.uploadURL = slot.uploadURL;
}

/** PUT to the signed URL. 409: this guid's object is already stored (an earlier try got through). */
async function putPhoto(photo: QueuedPhoto, options: SendOptions): Promise<'stored' | 'expired'> {
  const response = await fetch(photo.uploadURL!, {
    method: 'PUT',
    headers: { 'Content-Type': photo.blob.type || 'application/octet-stream' },
    body: photo.blob,
    signal: ready(options, PHOTO_TIME_FACTOR),
  });
  if (response.ok || response.status === 409) return 'stored';
  if (response.status === 403) return 'expired';
  throw new ApiError(response.status, (await response.text().catch(() => '')) || response.statusText);
}

/** Photo first: allocate, store, register; each stage is saved so a crash resumes where it was. */
async function sendPhoto(entry: OutboxEntry, photo: QueuedPhoto, options: SendOptions): Promise<void> {
  for (let attempt = 0; !photo.stored; attempt++) {
    if (!photo.imageGuid || !photo.uploadURL) {
      await allocateUpload(photo, options);
      await saveEntry(entry);
    }
    if ((await putPhoto(photo, options)) === 'stored') photo.stored = true;
    else if (attempt > 0) throw new ApiError(403, 'The upload link has expired');
    else {
      delete photo.imageGuid;
      delete photo.uploadURL;
    }
    await saveEntry(entry);
  }
  if (photo.register && !photo.registered) {
    await send(photo.register, options, photo.imageGuid);
    photo.registered = true;
    await saveEntry(entry);
  }
}

/** The photo's guid in place of PHOTO_GUID, as a value or inside one (`/img/$photo-guid`). */
function withPhotoGuid(body: unknown, guid: string | undefined): unknown {
  if (!body || typeof body !== 'object') return body;
  const filled = (value: unknown) => {
    if (value === PHOTO_GUID) return guid ?? null;
    return typeof value === 'string' && guid ? value.replaceAll(PHOTO_GUID, guid) : value;
  };
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, filled(value)]));
}

/** The photos a call will name, in order: the stored ones the server has not refused. */
const namedPhotos = (photos: QueuedPhoto[] | undefined) =>
  (photos ?? []).map((photo, index) => ({ photo, index })).filter(({ photo }) => !photo.refused);

/**
 * `photoIds` with each placeholder replaced by its photo's guid, and refused photos left out, so
 * the N of a `body.photoIds.N` refusal is a place in what was sent.
 */
function withPhotoIds(body: unknown, photos: QueuedPhoto[] | undefined): unknown {
  if (!photos || !body || typeof body !== 'object' || !('photoIds' in body)) return body;
  const guids = new Map(
    namedPhotos(photos).map(({ photo, index }) => [photoPlaceholder(index), photo.imageGuid]),
  );
  const ids = Array.isArray(body.photoIds) ? body.photoIds : [];
  return {
    ...body,
    photoIds: ids.flatMap((id: unknown) => {
      if (typeof id !== 'string' || !id.startsWith(PHOTO_PLACEHOLDER_PREFIX)) return [id];
      const guid = guids.get(id);
      return guid ? [guid] : [];
    }),
  };
}

/**
 * A refusal that is about the photos only: the photos it names (all for `body.photoIds:`) and the
 * reason without its field name.
 */
function refusedPhotos(
  error: unknown,
  photos: QueuedPhoto[] | undefined,
): { photos: QueuedPhoto[]; reason: string } {
  const none = { photos: [], reason: '' };
  if (!isRefusal(error) || !photos) return none;
  const message = errorMessage(error);
  const match = /^body\.photoIds(?:\.(\d+))?: ?/.exec(message);
  if (!match) return none;
  const reason = message.slice(match[0].length);
  const named = namedPhotos(photos);
  if (match[1] === undefined) return { photos: named.map(({ photo }) => photo), reason };
  const one = named[Number(match[1])];
  return { photos: one ? [one.photo] : [], reason };
}

/** Stores an entry's photos; one the storage refuses (not a transient failure) is dropped with its reason. */
async function sendPhotos(entry: OutboxEntry, options: SendOptions): Promise<void> {
  for (const photo of entry.photos ?? []) {
    if (photo.refused || photo.stored) continue;
    try {
      await sendPhoto(entry, photo, options);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      photo.refused = errorMessage(error);
      await saveEntry(entry);
    }
  }
}

/** Why photos were left out of an entry that otherwise arrived; undefined when none were. */
export function photosLeftOut(entry: OutboxEntry): string | undefined {
  const refused = (entry.photos ?? []).filter((photo) => photo.refused);
  if (refused.length === 0) return undefined;
  const what = refused.length === 1 ? '1 photo' : `${refused.length} photos`;
  return `Saved without ${what}: ${refused[0]!.refused}`;
}

/**
 * Sends one entry: its photo or photos (if any), then its calls in order, saving progress after
 * each. A call refused because of a photo it names is sent again without that photo.
 * Throws ApiError for an answer that is not OK, TypeError when the network is down, a TimeoutError
 * when the answer does not come in time, UserChanged when another user signed in meanwhile.
 */
export async function sendEntry(entry: OutboxEntry, options: SendOptions): Promise<void> {
  if (entry.photo) await sendPhoto(entry, entry.photo, options);
  await sendPhotos(entry, options);
  while (entry.done < entry.calls.length) {
    try {
      await send(entry.calls[entry.done]!, options, entry.photo?.imageGuid, entry.photos);
    } catch (error) {
      const refused = refusedPhotos(error, entry.photos);
      if (refused.photos.length === 0) throw error;
      for (const photo of refused.photos) photo.refused = refused.reason;
      await saveEntry(entry);
      continue;
    }
    entry.done += 1;
    if (entry.done < entry.calls.length) await saveEntry(entry);
  }
}
