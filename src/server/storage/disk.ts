import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, stat, unlink, utimes } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { MAX_PHOTO_BYTES } from '#core/meters/meter-constants.ts';
import { detectImageType, IMAGE_TYPES, type ImageType, SNIFF_BYTES } from './image-type.ts';
import {
  assertGuids,
  type FinalizeResult,
  type PhotoObject,
  type PhotoStorage,
  type StoredObject,
} from './photo-storage.ts';
import { createUploadToken } from './upload-token.ts';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CLIENT_DIR = new RegExp(`^${GUID}$`);
const PHOTO_FILE = new RegExp(`^(${GUID})\\.(?:${IMAGE_TYPES.map((t) => t.ext).join('|')})$`);
const PART_FILE = new RegExp(`^\\.(${GUID})\\.[0-9a-f]{16}\\.part$`);
/** How many objects the sweep is handed at a time. */
const PAGE = 500;

/** A directory's entries; none when it is not there (any more). */
async function entries(path: string): Promise<string[]> {
  try {
    return await readdir(path);
  } catch (error) {
    if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return [];
    throw error;
  }
}

async function modifiedAt(path: string): Promise<Date | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats.mtime : undefined;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

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
    // Registered now: renewed, so a sweep that listed it as old leaves it (remove() checks).
    const now = new Date();
    await utimes(found.path, now, now);
    return { ok: true, type: found.type, size: found.size };
  }

  /** photos/.ready-<random>: not a client directory, so the sweep never lists it. */
  async probeWritable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = join(this.root, `.ready-${randomBytes(8).toString('hex')}`);
    const handle = await open(probe, 'wx', 0o600);
    try {
      await handle.writeFile('ready');
    } finally {
      await handle.close();
      await unlink(probe);
    }
  }

  async read(clientGuid: string, photoGuid: string): Promise<PhotoObject | undefined> {
    const found = await this.find(clientGuid, photoGuid);
    if (!found) return undefined;
    return { type: found.type, size: found.size, stream: createReadStream(found.path) };
  }

  /** Photo files and leftover temporary files (a write that crashed) under photos/<client>/. */
  async *listOlderThan(before: Date): AsyncIterable<StoredObject[]> {
    for (const clientGuid of await entries(this.root)) {
      if (!CLIENT_DIR.test(clientGuid)) continue;
      let page: StoredObject[] = [];
      for (const name of await entries(join(this.root, clientGuid))) {
        const photo = PHOTO_FILE.exec(name);
        const part = photo ? undefined : PART_FILE.exec(name);
        const photoGuid = photo?.[1] ?? part?.[1];
        if (!photoGuid) continue;
        const key = join(this.root, clientGuid, name);
        const time = await modifiedAt(key);
        if (!time || time.getTime() >= before.getTime()) continue;
        page.push({ clientGuid, photoGuid, kind: photo ? 'photo' : 'upload', modifiedAt: time, key });
        if (page.length >= PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    }
  }

  async remove(object: StoredObject, before: Date): Promise<boolean> {
    if (!object.key.startsWith(`${this.root}${sep}`)) throw new Error('not a photo file');
    const time = await modifiedAt(object.key);
    if (!time || time.getTime() >= before.getTime()) return false;
    try {
      await unlink(object.key);
      return true;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return false;
      throw error;
    }
  }
}
