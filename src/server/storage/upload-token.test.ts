import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUploadToken, UPLOAD_TOKEN_TTL_MS, verifyUploadToken } from './upload-token.ts';

const secret = 'test-secret-test-secret-test-secret-0123456789';
const photo = randomUUID();
const client = randomUUID();
const now = Date.parse('2026-05-01T12:00:00Z');

describe('upload tokens', () => {
  it('verify for the same photo and name the client', () => {
    const token = createUploadToken(secret, photo, client, now);
    expect(verifyUploadToken(secret, photo, token, now)).toEqual({ ok: true, clientGuid: client });
    expect(verifyUploadToken(secret, photo.toUpperCase(), token, now).ok).toBe(true);
  });

  it('expire after 60 minutes', () => {
    const token = createUploadToken(secret, photo, client, now);
    expect(verifyUploadToken(secret, photo, token, now + UPLOAD_TOKEN_TTL_MS - 1000).ok).toBe(true);
    expect(verifyUploadToken(secret, photo, token, now + UPLOAD_TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('do not work for another photo, another secret or with any part changed', () => {
    const token = createUploadToken(secret, photo, client, now);
    const [clientPart, expiry, signature] = token.split('.') as [string, string, string];
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyUploadToken(secret, randomUUID(), token, now)).toEqual(invalid);
    expect(verifyUploadToken(`${secret}x`, photo, token, now)).toEqual(invalid);
    expect(verifyUploadToken(secret, photo, `${randomUUID()}.${expiry}.${signature}`, now)).toEqual(invalid);
    expect(
      verifyUploadToken(secret, photo, `${clientPart}.${Number(expiry) + 3600}.${signature}`, now),
    ).toEqual(invalid);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUploadToken(secret, photo, `${clientPart}.${expiry}.${flipped}`, now)).toEqual(invalid);
  });

  it('refuse malformed tokens', () => {
    for (const token of [undefined, '', 'x', 'a.b.c', `${client}.12.sig.extra`, `../${client}.1.x`]) {
      expect(verifyUploadToken(secret, photo, token, now).ok).toBe(false);
    }
  });
});
