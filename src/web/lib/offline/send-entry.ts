import type { RouteResult } from '#core/api/endpoint.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { queuedStep, urlOf } from '../call.ts';
import { saveEntry } from './outbox.ts';
import { type OutboxEntry, PHOTO_GUID, type QueuedPhoto } from './outbox-types.ts';

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

const request = <T>(
  options: SendOptions,
  method: OutboxEntry['steps'][number]['method'] | 'GET',
  url: string,
  body?: unknown,
) => apiRequest<T>(method, url, body, { on401: 'throw', signal: ready(options) });

/** A fresh guid and signed upload URL: one allocated earlier may have expired. */
async function allocateUpload(photo: QueuedPhoto, options: SendOptions): Promise<void> {
  const route = metersEndpoints.recordMeter;
  const data = await request<RouteResult<typeof route>>(
    options,
    route.method,
    urlOf(route, {
      params: { locationGuid: photo.locationGuid, meterType: photo.meterType },
      query: photo.marinaId ? { marinaId: photo.marinaId } : {},
    }),
  );
  photo.imageGuid = data.embeddedData.meterImageGuid;
  photo.uploadURL = data.embeddedData.uploadURL;
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
    const step = queuedStep(metersEndpoints.createImage, {
      body: {
        guid: photo.imageGuid!,
        locationId: photo.locationGuid,
        meterType: photo.meterType,
        photoPath: `/img/${photo.imageGuid}`,
        gpsLatitude: photo.gpsLatitude,
        gpsLongitude: photo.gpsLongitude,
        gpsAccuracy: photo.gpsAccuracy,
        status: 'uploaded',
        ...(photo.marinaId ? { marinaId: photo.marinaId } : {}),
      },
    });
    await request(options, step.method, step.url, step.body);
    photo.registered = true;
    await saveEntry(entry);
  }
}

const withPhotoGuid = (body: unknown, guid: string | undefined): unknown =>
  body && typeof body === 'object'
    ? Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, value === PHOTO_GUID ? (guid ?? null) : value]),
      )
    : body;

/**
 * Sends one entry: its photo (if any), then its steps in order, saving progress after each.
 * Throws ApiError for an answer that is not OK, TypeError when the network is down, a TimeoutError
 * when the answer does not come in time, UserChanged when another user signed in meanwhile.
 */
export async function sendEntry(entry: OutboxEntry, options: SendOptions): Promise<void> {
  if (entry.photo) await sendPhoto(entry, entry.photo, options);
  while (entry.done < entry.steps.length) {
    const step = entry.steps[entry.done]!;
    await request(options, step.method, step.url, withPhotoGuid(step.body, entry.photo?.imageGuid));
    entry.done += 1;
    if (entry.done < entry.steps.length) await saveEntry(entry);
  }
}
