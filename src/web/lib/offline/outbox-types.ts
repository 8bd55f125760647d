import type { MeterType } from '#core/meters/meter-constants.ts';

/** One HTTP call of a queued write; every call is an idempotent create or update (guid in the body). */
export interface OutboxStep {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /**
   * The catalogue endpoint and its path parameters (decision 0025), so what reads the queue
   * never takes a URL apart. Entries queued by an earlier version have neither: they are sent
   * as before, only not laid over the lists.
   */
  operationId?: string;
  params?: Readonly<Record<string, string>>;
}

/** A meter photo waiting for storage: uploaded through a fresh signed URL before its reading. */
export interface QueuedPhoto {
  blob: Blob;
  locationGuid: string;
  meterType: MeterType;
  marinaId: string | null;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  /** Set once a signed upload URL was allocated for it (kept so a retry reuses it). */
  imageGuid?: string;
  uploadURL?: string;
  stored?: boolean;
  registered?: boolean;
}

export type OutboxKind =
  | 'check-in'
  | 'note'
  | 'meter-reading'
  | 'issue'
  | 'occupancy-checklist'
  | 'occupancy-check'
  | 'occupancy-finalize'
  | 'checklist'
  | 'checklist-items'
  | 'shift-answers';

export type OutboxStatus = 'pending' | 'refused';

/** What only the phone needs to show a pending entry (never sent): names the server would add. */
export interface PendingView {
  locationName?: string;
  checklistName?: string;
  items?: string[];
  /** Live children of an occupancy location, for the counts of a checklist started offline. */
  childCount?: number;
  /** The occupancy checklist a finalize closes. */
  checklistId?: string;
}

export interface OutboxEntry {
  /** Queue order (IndexedDB auto-increment). */
  seq?: number;
  /** The client-generated guid of the record the entry creates. */
  id: string;
  kind: OutboxKind;
  /** What the guard sees in the sync list: 'Check-in at Dock A'. */
  label: string;
  userGuid: string;
  locationGuid: string | null;
  /** ISO time the guard saved it on the device. */
  deviceTime: string;
  steps: OutboxStep[];
  /** How many steps the server has confirmed. */
  done: number;
  photo?: QueuedPhoto;
  view?: PendingView;
  status: OutboxStatus;
  /** The server's reason, for a refused entry. */
  error?: string;
  errorStatus?: number;
  /** The refusal's answer as the server sent it (its JSON error body), thrown again as it came. */
  errorText?: string;
  attempts: number;
}

/** A placeholder in a step body that the photo's guid replaces once it is uploaded. */
export const PHOTO_GUID = '$photo-guid';
