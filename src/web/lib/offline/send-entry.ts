import { pathOf, uploadSlotOf } from '#core/api/endpoint.ts';
import { routeByOperationId } from '#core/api/routes.ts';
import { ApiError, apiRequest, buildUrl } from '../api-client.ts';
import { saveEntry } from './outbox.ts';
import { type OutboxEntry, PHOTO_GUID, type QueuedCall, type QueuedPhoto } from './outbox-types.ts';

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
function send<T>(call: QueuedCall, options: SendOptions, photoGuid?: string): Promise<T> {
  const route = routeByOperationId(call.endpoint);
  if (!route) throw unknownEndpoint(call.endpoint);
  const { params, query, body } = call.input;
  const url = buildUrl(pathOf(route.path, params), query);
  return apiRequest<T>(route.method, url, withPhotoGuid(body, photoGuid), {
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
  if (!photo.registered) {
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

/**
 * Sends one entry: its photo (if any), then its calls in order, saving progress after each.
 * Throws ApiError for an answer that is not OK, TypeError when the network is down, a TimeoutError
 * when the answer does not come in time, UserChanged when another user signed in meanwhile.
 */
export async function sendEntry(entry: OutboxEntry, options: SendOptions): Promise<void> {
  if (entry.photo) await sendPhoto(entry, entry.photo, options);
  while (entry.done < entry.calls.length) {
    await send(entry.calls[entry.done]!, options, entry.photo?.imageGuid);
    entry.done += 1;
    if (entry.done < entry.calls.length) await saveEntry(entry);
  }
}
