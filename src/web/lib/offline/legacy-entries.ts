import { routes } from '#core/api/routes.ts';
import { findRoute } from '#core/routing/path-match.ts';
import type { OutboxEntry, QueuedCall, QueuedInput, QueuedPhoto } from './outbox-types.ts';
import { PHOTO_GUID } from './outbox-types.ts';

/**
 * The entries an app before decision 0025 queued (offline database version 1), brought into
 * today's shape once, when this version opens that database: a guard may have left unsent work
 * on the phone across the update. Each old step was a method and a URL; it is matched to its
 * catalogue route here, the one place that reads a URL back into meaning. Remove this file (and
 * its upgrade step) once no phone can still hold a version-1 database.
 */
interface Version1Step {
  method: string;
  url: string;
  body?: unknown;
}

/** Version 1 knew one kind of photo: a meter's, uploaded through its record screen. */
interface Version1Photo {
  blob: Blob;
  locationGuid: string;
  meterType: string;
  marinaId: string | null;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  imageGuid?: string;
  uploadURL?: string;
  stored?: boolean;
  registered?: boolean;
}

export interface Version1Entry {
  seq?: number;
  id: string;
  kind: string;
  label: string;
  userGuid: string;
  locationGuid: string | null;
  deviceTime: string;
  steps: Version1Step[];
  done: number;
  photo?: Version1Photo;
  view?: Record<string, unknown>;
  status: 'pending' | 'refused';
  error?: string;
  errorStatus?: number;
  errorText?: string;
  attempts: number;
}

/** A step's route and input; an unknown URL keeps it as a call the sender refuses (410), visibly. */
function callOf(step: Version1Step): QueuedCall {
  const url = new URL(step.url, 'http://phone.invalid');
  const found = findRoute(
    routes.filter((route) => route.method === step.method),
    url.pathname,
  );
  if (!found) return { endpoint: `${step.method} ${url.pathname}`, input: {} };
  const query = Object.fromEntries(url.searchParams);
  const input: QueuedInput = {
    ...(Object.keys(found.params).length > 0 ? { params: found.params } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(step.body !== undefined ? { body: step.body } : {}),
  };
  return { endpoint: found.route.operationId, input };
}

function photoOf(photo: Version1Photo): QueuedPhoto {
  const { blob, locationGuid, meterType, marinaId, imageGuid, uploadURL, stored, registered } = photo;
  return {
    blob,
    slot: {
      endpoint: 'getRecordMeter',
      input: { params: { locationGuid, meterType }, query: marinaId ? { marinaId } : {} },
    },
    register: {
      endpoint: 'createMeterImage',
      input: {
        body: {
          guid: PHOTO_GUID,
          locationId: locationGuid,
          meterType,
          photoPath: `/img/${PHOTO_GUID}`,
          gpsLatitude: photo.gpsLatitude,
          gpsLongitude: photo.gpsLongitude,
          gpsAccuracy: photo.gpsAccuracy,
          status: 'uploaded',
          ...(marinaId ? { marinaId } : {}),
        },
      },
    },
    ...(imageGuid !== undefined ? { imageGuid } : {}),
    ...(uploadURL !== undefined ? { uploadURL } : {}),
    ...(stored !== undefined ? { stored } : {}),
    ...(registered !== undefined ? { registered } : {}),
  };
}

/** A version-1 entry in today's shape: same queue place, progress, refusal and view. */
export function upgradeEntry(old: Version1Entry): OutboxEntry {
  const { id, kind: _kind, deviceTime, steps, photo, view, ...kept } = old;
  // Version 1 kept the checklist a finalize closes in its view; today it is the call's path.
  const { checklistId: _checklistId, ...rest } = view ?? {};
  return {
    ...kept,
    guid: id,
    recordedAt: deviceTime,
    calls: steps.map(callOf),
    ...(photo ? { photo: photoOf(photo) } : {}),
    ...(Object.keys(rest).length > 0 ? { view: rest } : {}),
  };
}
