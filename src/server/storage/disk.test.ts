import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from '#server/test/image-fixtures.ts';
import { DiskPhotoStorage } from './disk.ts';
import { detectImageType } from './image-type.ts';

const secret = 'test-secret-test-secret-test-secret-0123456789';
const jpeg = detectImageType(tinyJpeg())!;
const png = detectImageType(tinyPng())!;

describe('DiskPhotoStorage', () => {
  it('stores DATA_DIR/photos/<client>/<photo>.<ext> and reads it back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-disk-'));
    const storage = new DiskPhotoStorage(dataDir, secret);
    const [client, photo] = [randomUUID(), randomUUID()];
    expect(await storage.save(client, photo, tinyJpeg(), jpeg)).toBe('saved');
    expect(readdirSync(join(dataDir, 'photos', client))).toEqual([`${photo}.jpg`]);
    expect(readFileSync(join(dataDir, 'photos', client, `${photo}.jpg`)).equals(tinyJpeg())).toBe(true);
    expect(await storage.finalize(client, photo)).toEqual({ ok: true, type: jpeg, size: tinyJpeg().length });
    expect((await storage.read(client, photo))?.type).toEqual(jpeg);
    expect(await storage.read(randomUUID(), photo)).toBeUndefined();
    expect(await storage.finalize(client, randomUUID())).toEqual({ ok: false, reason: 'missing' });
  });

  it('keeps one object per photo, also under concurrent uploads of different types', async () => {
    const storage = new DiskPhotoStorage(mkdtempSync(join(tmpdir(), 'dockwatch-disk-')), secret);
    const [client, photo] = [randomUUID(), randomUUID()];
    const results = await Promise.all(
      Array.from({ length: 6 }, () => storage.save(client, photo, tinyJpeg(), jpeg)),
    );
    expect(results.filter((r) => r === 'saved')).toHaveLength(1);
    expect(await storage.save(client, photo, tinyPng(), png)).toBe('exists');
  });

  it('refuses anything but lower-case guids as names', async () => {
    const storage = new DiskPhotoStorage(mkdtempSync(join(tmpdir(), 'dockwatch-disk-')), secret);
    await expect(storage.save('../etc', randomUUID(), tinyJpeg(), jpeg)).rejects.toThrow(/guid/);
    await expect(storage.read(randomUUID(), '../../session-secret')).rejects.toThrow(/guid/);
    await expect(storage.uploadUrl(randomUUID(), 'A/B')).rejects.toThrow(/guid/);
  });
});
