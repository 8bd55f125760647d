/**
 * When a record made on the phone reached the server (ADR 0023). Plain values only, no zod: the
 * check-in page and the feed import it (the form-library budget of ADR 0019).
 */

/** Device and received time this far apart: the record was made offline and synced later. */
export const SYNCED_LATE_MS = 5 * 60_000;

/** When a record made on the phone reached the server, if that was more than 5 minutes later. */
export function syncedLateAt(
  at: string | null | undefined,
  receivedAt: string | null | undefined,
): Date | null {
  if (!at || !receivedAt) return null;
  const made = Date.parse(at);
  const received = Date.parse(receivedAt);
  if (Number.isNaN(made) || Number.isNaN(received)) return null;
  return received - made > SYNCED_LATE_MS ? new Date(received) : null;
}
