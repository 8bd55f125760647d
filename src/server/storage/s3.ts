import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_PHOTO_BYTES } from '#core/meters/meter-constants.ts';
import type { S3Config } from '#server/config.ts';
import { detectImageType, imageTypeByMime, SNIFF_BYTES } from './image-type.ts';
import {
  assertGuids,
  type FinalizeResult,
  type PhotoObject,
  type PhotoStorage,
  type StoredObject,
} from './photo-storage.ts';
import { UPLOAD_TOKEN_TTL_MS } from './upload-token.ts';

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** Answers undefined for a missing object; rethrows anything else. */
async function unlessMissing<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OBJECT_KEY = new RegExp(`^(uploads|photos)/(${GUID})/(${GUID})$`);

/**
 * Photos in any S3-compatible bucket. The browser PUTs to a presigned URL for
 * `uploads/<client>/<photo>`; registering the photo checks that object (size, magic bytes) and
 * copies it to `photos/<client>/<photo>`, which no URL can write: later PUTs to the same
 * upload URL never reach a served photo. The orphan sweep deletes
 * `uploads/` objects and unregistered `photos/` objects a day old (ADR 0023).
 */
export class S3PhotoStorage implements PhotoStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // No checksum parameters in presigned URLs: the browser's plain PUT must match the signature.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private uploadKey(clientGuid: string, photoGuid: string) {
    assertGuids(clientGuid, photoGuid);
    return `uploads/${clientGuid}/${photoGuid}`;
  }

  private photoKey(clientGuid: string, photoGuid: string) {
    assertGuids(clientGuid, photoGuid);
    return `photos/${clientGuid}/${photoGuid}`;
  }

  uploadUrl(clientGuid: string, photoGuid: string): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.uploadKey(clientGuid, photoGuid) });
    return getSignedUrl(this.client, command, { expiresIn: UPLOAD_TOKEN_TTL_MS / 1000 });
  }

  private head(key: string) {
    return unlessMissing(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  private async deleteKey(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async finalize(clientGuid: string, photoGuid: string): Promise<FinalizeResult> {
    const photoKey = this.photoKey(clientGuid, photoGuid);
    const done = await this.head(photoKey);
    const doneType = imageTypeByMime(done?.ContentType);
    if (done && doneType) return { ok: true, type: doneType, size: done.ContentLength ?? 0 };

    const uploadKey = this.uploadKey(clientGuid, photoGuid);
    const upload = await this.head(uploadKey);
    if (!upload?.ETag) return { ok: false, reason: 'missing' };
    const size = upload.ContentLength ?? 0;
    if (size > MAX_PHOTO_BYTES) {
      await this.deleteKey(uploadKey);
      return { ok: false, reason: 'too-large' };
    }
    const first = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: uploadKey,
        Range: `bytes=0-${SNIFF_BYTES - 1}`,
        IfMatch: upload.ETag,
      }),
    );
    const type = detectImageType(first.Body ? await first.Body.transformToByteArray() : new Uint8Array());
    if (!type) {
      await this.deleteKey(uploadKey);
      return { ok: false, reason: 'bad-type' };
    }
    // Copies exactly the version that was checked (a PUT in between fails the copy).
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: photoKey,
        CopySource: `${this.bucket}/${uploadKey}`,
        CopySourceIfMatch: upload.ETag,
        MetadataDirective: 'REPLACE',
        ContentType: type.mime,
      }),
    );
    await this.deleteKey(uploadKey);
    return { ok: true, type, size };
  }

  /** ready/<random>: outside uploads/ and photos/, so the sweep never lists it. */
  async probeWritable(): Promise<void> {
    const key = `ready/${randomBytes(8).toString('hex')}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: 'ready' }));
    await this.deleteKey(key);
  }

  async read(clientGuid: string, photoGuid: string): Promise<PhotoObject | undefined> {
    const key = this.photoKey(clientGuid, photoGuid);
    const object = await unlessMissing(() =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    const type = imageTypeByMime(object?.ContentType);
    if (!object?.Body || !type) return undefined;
    return { type, size: object.ContentLength ?? 0, stream: object.Body as Readable };
  }

  /** `uploads/` and `photos/`, a listing page (up to 1000 keys) at a time; other keys are not ours. */
  async *listOlderThan(before: Date): AsyncIterable<StoredObject[]> {
    for (const prefix of ['uploads/', 'photos/']) {
      let token: string | undefined;
      do {
        const listed = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const page: StoredObject[] = [];
        for (const { Key, LastModified } of listed.Contents ?? []) {
          const match = Key ? OBJECT_KEY.exec(Key) : null;
          if (!Key || !match || !LastModified || LastModified.getTime() >= before.getTime()) continue;
          page.push({
            clientGuid: match[2]!,
            photoGuid: match[3]!,
            kind: match[1] === 'uploads' ? 'upload' : 'photo',
            modifiedAt: LastModified,
            key: Key,
          });
        }
        if (page.length > 0) yield page;
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (token);
    }
  }

  async remove(object: StoredObject, before: Date): Promise<boolean> {
    if (!OBJECT_KEY.test(object.key)) throw new Error('not a photo key');
    const current = await this.head(object.key);
    if (!current?.LastModified || current.LastModified.getTime() >= before.getTime()) return false;
    await this.deleteKey(object.key);
    return true;
  }
}
