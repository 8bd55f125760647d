/**
 * What the offline queue keeps (ADR 0021, decision 0025): one entry per thing the guard saved,
 * made of calls to catalogue endpoints, named by operationId with their input. The queue names no
 * area of the app: each feature builds its entries and reads its own back (its pending overlays).
 */

/** What a call is sent: the parts of the endpoint's CallInput, as plain data. */
export interface QueuedInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
}

/** One call of a queued write: the catalogue endpoint (its operationId) and its input. */
export interface QueuedCall {
  endpoint: string;
  input: QueuedInput;
}

/**
 * A photo saved without a network: stored through a fresh upload slot before the entry's calls,
 * then recorded. Each stage is saved as it is reached, so a retry resumes where it was.
 */
export interface QueuedPhoto {
  blob: Blob;
  /** The read that answers the photo's guid and signed upload URL (its route declares `uploadSlot`). */
  slot: QueuedCall;
  /**
   * The call that records the stored photo: PHOTO_GUID in its body becomes the photo's guid. None
   * for photos the entry's own call registers (`photos`: an issue's or a note's `photoIds`).
   */
  register?: QueuedCall;
  /** Set once a slot was allocated (kept so a retry reuses it). */
  imageGuid?: string;
  uploadURL?: string;
  stored?: boolean;
  registered?: boolean;
  /**
   * The server's reason when it refused this photo (its upload, or its registration by the entry's
   * call): the entry goes without it, so a refused photo never loses the text it came with.
   */
  refused?: string;
}

/**
 * 'pending': waiting to be sent; 'refused': the server did not accept it (kept, with the reason,
 * until the guard dismisses it); 'arrived-partly': the record is on the server, without a photo
 * the server refused (kept, with the reason, until dismissed; never sent again).
 */
export type OutboxStatus = 'pending' | 'refused' | 'arrived-partly';

export interface OutboxEntry {
  /** Queue order (IndexedDB auto-increment). */
  seq?: number;
  /** The client-made guid of the record the entry creates, or of the save itself. */
  guid: string;
  /** What the guard sees in the sync list: 'Check-in at Dock A'. */
  label: string;
  userGuid: string;
  locationGuid: string | null;
  /** ISO time the guard saved it on the device. */
  recordedAt: string;
  /** Sent in order; a meter reading is two (its activity, then its reading). */
  calls: QueuedCall[];
  /** How many calls the server has confirmed. */
  done: number;
  photo?: QueuedPhoto;
  /**
   * Photos stored before the calls, each through its own slot; `photoPlaceholder(i)` in a call's
   * body (in `photoIds`) becomes the i-th photo's guid, and a refused photo is left out.
   */
  photos?: QueuedPhoto[];
  /**
   * What only the phone needs to show the entry before the server has it (names the server would
   * add: the location's, the checklist's); never sent. The feature that made it reads it back.
   */
  view?: Readonly<Record<string, unknown>>;
  /** Sent ahead of every other entry, whenever it was saved (an SOS). */
  urgent?: boolean;
  status: OutboxStatus;
  /** The server's reason, for a refused entry (or for the photos an arrived-partly one left out). */
  error?: string;
  errorStatus?: number;
  /** The refusal's answer as the server sent it (its JSON error body), thrown again as it came. */
  errorText?: string;
  attempts: number;
}

/** A placeholder in a call's body that the photo's guid replaces once the photo is stored. */
export const PHOTO_GUID = '$photo-guid';

/** What every placeholder of an entry's `photos` starts with, in a body's `photoIds`. */
export const PHOTO_PLACEHOLDER_PREFIX = '$photo:';

/** The placeholder of the i-th of an entry's `photos`, in a body's `photoIds`. */
export const photoPlaceholder = (index: number) => `${PHOTO_PLACEHOLDER_PREFIX}${index}`;
