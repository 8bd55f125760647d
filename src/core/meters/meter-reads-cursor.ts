/**
 * The position a page of the meter reads history ends at (decision 0046): the last reading's
 * `created_at` to the microsecond (the wire's createdAt stops at milliseconds, and readings
 * written in one statement share a time) and its guid, which orders readings of the same time.
 * Opaque to clients: base64url of `<time>|<guid>`. Neither part is a secret or a serial id.
 */
export interface MeterReadsCursor {
  /** ISO 8601 in UTC with six fractional digits: 2026-02-20T12:00:00.123456Z. */
  at: string;
  guid: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const CURSOR_MESSAGE = 'is not a cursor of this list (use the nextCursor of a page)';

export function encodeMeterReadsCursor({ at, guid }: MeterReadsCursor): string {
  return btoa(`${at}|${guid}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor's position, or null when the text is not a cursor this API made. */
export function decodeMeterReadsCursor(text: string): MeterReadsCursor | null {
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
