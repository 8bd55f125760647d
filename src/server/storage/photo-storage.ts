import type { Readable } from 'node:stream';
import type { ImageType } from './image-type.ts';

/** A stored photo as it is served back. */
export interface PhotoObject {
  type: ImageType;
  size: number;
  stream: Readable;
}

/** What checking a finished upload found. */
export type FinalizeResult =
  | { ok: true; type: ImageType; size: number }
  | { ok: false; reason: 'missing' | 'too-large' | 'bad-type' };

/**
 * An object as the orphan sweep sees it (ADR 0023). 'upload': never served (an S3 upload not
 * registered yet or left behind, a disk write's temporary file); 'photo': what read() serves.
 */
export interface StoredObject {
  clientGuid: string;
  photoGuid: string;
  kind: 'upload' | 'photo';
  /** The object's own time: file mtime or S3 LastModified. */
  modifiedAt: Date;
  /** Where it is, for remove() only. */
  key: string;
}

/**
 * Where meter photos live: local disk (default) or an S3-compatible bucket. Every object is
 * addressed by the owning client's guid and the photo's guid, so one tenant can never reach
 * another's photos. Both guids are validated UUIDs before they get here.
 */
export interface PhotoStorage {
  readonly kind: 'disk' | 's3';
  /** The signed, expiring URL the browser PUTs the image to. */
  uploadUrl(clientGuid: string, photoGuid: string): Promise<string>;
  /**
   * Disk only (the signed /img URL): stores a checked image under a server-generated name.
   * 'exists' when that photo already has an object: one object per guid.
   */
  save?(clientGuid: string, photoGuid: string, bytes: Buffer, type: ImageType): Promise<'saved' | 'exists'>;
  /**
   * Called when the photo is registered: confirms the upload exists, is at most 10 MB and is
   * an image by its magic bytes, and makes it permanent (a bad upload is deleted).
   */
  finalize(clientGuid: string, photoGuid: string): Promise<FinalizeResult>;
  /** A finalized photo of this client, or undefined. */
  read(clientGuid: string, photoGuid: string): Promise<PhotoObject | undefined>;
  /** Every object last written before `before`, a page at a time. */
  listOlderThan(before: Date): AsyncIterable<StoredObject[]>;
  /**
   * Deletes a listed object unless it was written again since `before` (registering a photo
   * renews it); true when this call deleted it, false when it was renewed or already gone.
   */
  remove(object: StoredObject, before: Date): Promise<boolean>;
  /**
   * Writes and deletes a small object outside every client's keys (GET /api/ready); rejects with
   * the reason when storage does not take a write.
   */
  probeWritable(): Promise<void>;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Defence in depth: storage keys and paths are built from lower-case UUIDs only. */
export function assertGuids(...guids: string[]): void {
  for (const guid of guids) {
    if (!GUID.test(guid)) throw new Error(`not a lower-case guid: ${JSON.stringify(guid)}`);
  }
}
