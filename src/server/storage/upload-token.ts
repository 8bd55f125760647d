import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed upload URL stays valid. */
export const UPLOAD_TOKEN_TTL_MS = 60 * 60_000;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sign = (secret: string, photoGuid: string, clientGuid: string, expiresAt: number) =>
  createHmac('sha256', secret)
    .update(`dockwatch-photo-upload\n${photoGuid.toLowerCase()}\n${clientGuid.toLowerCase()}\n${expiresAt}`)
    .digest('base64url');

/**
 * A token that lets its holder PUT exactly the photo `photoGuid` into the storage of client
 * `clientGuid` until it expires: `<clientGuid>.<expiry seconds>.<HMAC-SHA256>`.
 */
export function createUploadToken(
  secret: string,
  photoGuid: string,
  clientGuid: string,
  now = Date.now(),
): string {
  const expiresAt = Math.floor((now + UPLOAD_TOKEN_TTL_MS) / 1000);
  return `${clientGuid}.${expiresAt}.${sign(secret, photoGuid, clientGuid, expiresAt)}`;
}

export type TokenCheck = { ok: true; clientGuid: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token for this photo: the signature first (constant time), then the expiry. */
export function verifyUploadToken(
  secret: string,
  photoGuid: string,
  token: string | undefined,
  now = Date.now(),
): TokenCheck {
  const [clientGuid = '', expiry = '', signature = '', ...rest] = (token ?? '').split('.');
  if (rest.length > 0 || !GUID.test(clientGuid) || !/^\d{1,12}$/.test(expiry)) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(sign(secret, photoGuid, clientGuid, Number(expiry)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(expiry) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, clientGuid: clientGuid.toLowerCase() };
}
