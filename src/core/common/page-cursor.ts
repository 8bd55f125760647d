/**
 * The position a keyset page of a list ends at (decision 0046): the last row's time to the
 * microsecond (the meter reads' `created_at`, whose wire form stops at milliseconds while one
 * statement writes many readings with one time; a tour run's window start) and its guid, which
 * orders rows of the same time. Opaque to clients: base64url of `<time>|<guid>`. Neither part is
 * a secret or a serial id.
 */
export interface PageCursor {
  /** ISO 8601 in UTC with six fractional digits: 2026-02-20T12:00:00.123456Z. */
  at: string;
  guid: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const CURSOR_MESSAGE = 'is not a cursor of this list (use the nextCursor of a page)';

export function encodePageCursor({ at, guid }: PageCursor): string {
  return btoa(`${at}|${guid}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor's position, or null when the text is not a cursor this API made. */
export function decodePageCursor(text: string): PageCursor | null {
  if (text.length > 120 || !BASE64URL.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [at, guid, ...rest] = plain.split('|');
  if (rest.length > 0 || !at || !guid || !AT.test(at) || !GUID.test(guid)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, guid: guid.toLowerCase() };
}
