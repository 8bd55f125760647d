import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_MESSAGES } from '#core/meters/record-rules.ts';
import { uploadPhoto } from './upload-photo.ts';

const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'meter.jpg', { type: 'image/jpeg' });
const answer = (status: number, body: string, type: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));

afterEach(() => vi.unstubAllGlobals());

describe('uploadPhoto', () => {
  it("shows the server's own words when our /img refuses the photo (a full photo storage)", async () => {
    const message = 'Photo storage for this client is full (1.0 of 1 MB used). The photo was not saved.';
    vi.stubGlobal('fetch', answer(413, JSON.stringify({ statusCode: 413, message }), 'application/json'));
    await expect(uploadPhoto('/img/x?token=t', file)).rejects.toThrow(message);
  });

  it("keeps the general words for a bucket's XML answer or no answer", async () => {
    vi.stubGlobal('fetch', answer(403, '<Error><Code>AccessDenied</Code></Error>', 'application/xml'));
    await expect(uploadPhoto('https://bucket/x', file)).rejects.toThrow(RECORD_MESSAGES.storageFailed);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(uploadPhoto('/img/x', file)).rejects.toThrow(RECORD_MESSAGES.storageFailed);
  });

  it('counts a 409 (the object is already stored) as stored only when asked to', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, JSON.stringify({ statusCode: 409, message: 'Already stored' }), 'application/json'),
    );
    await expect(uploadPhoto('/img/x', file, { conflictIsStored: true })).resolves.toBeUndefined();
    await expect(uploadPhoto('/img/x', file)).rejects.toThrow('Already stored');
  });
});
