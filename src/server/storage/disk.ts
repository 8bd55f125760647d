import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_PHOTO_BYTES } from '#core/meters/meter-constants.ts';
import { detectImageType, IMAGE_TYPES, type ImageType, SNIFF_BYTES } from './image-type.ts';
import { assertGuids, type FinalizeResult, type PhotoObject, type PhotoStorage } from './photo-storage.ts';
import { createUploadToken } from './upload-token.ts';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

/** Photos on local disk: DATA_DIR/photos/<client guid>/<photo guid>.<ext>, uploaded via PUT /img. */
export class DiskPhotoStorage implements PhotoStorage {
  readonly kind = 'disk';
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.root = join(dataDir, 'photos');
  }

  private dir(clientGuid: string): string {
    assertGuids(clientGuid);
    return join(this.root, clientGuid);
  }

  private pathOf(clientGuid: string, photoGuid: string, type: ImageType): string {
    assertGuids(photoGuid);
    return join(this.dir(clientGuid), `${photoGuid}.${type.ext}`);
  }

  private async find(clientGuid: string, photoGuid: string) {
    for (const type of IMAGE_TYPES) {
      const path = this.pathOf(clientGuid, photoGuid, type);
      try {
        return { type, path, size: (await stat(path)).size };
      } catch (error) {
        if (!isCode(error, 'ENOENT') && !isCode(error, 'ENOTDIR')) throw error;
      }
    }
    return undefined;
  }

  async uploadUrl(clientGuid: string, photoGuid: string): Promise<string> {
    assertGuids(clientGuid, photoGuid);
    const token = createUploadToken(this.secret, photoGuid, clientGuid);
    return `/img/${photoGuid}?token=${encodeURIComponent(token)}`;
  }

  /** Written to a temporary file, flushed, then hard-linked to its name: never half a photo. */
  async save(clientGuid: string, photoGuid: string, bytes: Buffer, type: ImageType) {
    if (await this.find(clientGuid, photoGuid)) return 'exists' as const;
    const dir = this.dir(clientGuid);
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `.${photoGuid}.${randomBytes(8).toString('hex')}.part`);
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await link(temporary, this.pathOf(clientGuid, photoGuid, type));
      return 'saved' as const;
    } catch (error) {
      if (isCode(error, 'EEXIST')) return 'exists' as const;
      throw error;
    } finally {
      await unlink(temporary);
    }
  }

  /** PUT /img already checked size and type; a stored file is re-checked all the same. */
  async finalize(clientGuid: string, photoGuid: string): Promise<FinalizeResult> {
    const found = await this.find(clientGuid, photoGuid);
    if (!found) return { ok: false, reason: 'missing' };
    if (found.size > MAX_PHOTO_BYTES) return { ok: false, reason: 'too-large' };
    const handle = await open(found.path, 'r');
    try {
      const head = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
      if (detectImageType(head.subarray(0, bytesRead))?.ext !== found.type.ext) {
        return { ok: false, reason: 'bad-type' };
      }
    } finally {
      await handle.close();
    }
    return { ok: true, type: found.type, size: found.size };
  }

  async read(clientGuid: string, photoGuid: string): Promise<PhotoObject | undefined> {
    const found = await this.find(clientGuid, photoGuid);
    if (!found) return undefined;
    return { type: found.type, size: found.size, stream: createReadStream(found.path) };
  }
}
