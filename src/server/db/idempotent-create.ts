import { conflict } from '#server/plugins/http-errors.ts';

export interface IdempotentCreate<T> {
  /** INSERT ... ON CONFLICT (guid) DO NOTHING RETURNING ...: the row, or undefined when the guid exists. */
  insert(): Promise<T | undefined>;
  /** The existing row with that guid inside the caller's tenant, if any. */
  findExisting(): Promise<T | undefined>;
  /** Whether the existing row carries the same content as this request. */
  sameContent(existing: T): boolean;
}

/**
 * A create that a phone may retry: the same guid with the same content returns the existing
 * record (created: false); with different content, or a guid used elsewhere, it answers 409.
 */
export async function createIdempotent<T>(op: IdempotentCreate<T>): Promise<{ row: T; created: boolean }> {
  const inserted = await op.insert();
  if (inserted) return { row: inserted, created: true };
  const existing = await op.findExisting();
  if (!existing || !op.sameContent(existing)) {
    throw conflict('A different record with this guid already exists');
  }
  return { row: existing, created: false };
}
