import { conflict } from '#server/plugins/http-errors.ts';

/** The one answer to a guid a create cannot use: taken by other content, or by a record the caller cannot see. */
export const GUID_UNUSABLE = 'A different record with this guid already exists';

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
    throw conflict(GUID_UNUSABLE);
  }
  return { row: existing, created: false };
}

/**
 * Why an INSERT ... ON CONFLICT DO NOTHING with a caller's guid wrote nothing, for `insert()`.
 * A row with that guid the caller can see is a retry (undefined: createIdempotent compares content);
 * else a clash the caller may see (a name in its own tenant) throws its own message; what remains is
 * a guid held by a record the caller cannot see: undefined again, so it gets the same 409 as any
 * unusable guid. Never a global "is this guid taken" query: row-level security hides other tenants'
 * rows on PostgreSQL, and the answer must not depend on the engine (or reveal the other tenant).
 */
export async function skippedInsert(checks: {
  ownGuidExists: () => Promise<boolean>;
  visibleClash?: () => Promise<Error | undefined>;
}): Promise<undefined> {
  if (await checks.ownGuidExists()) return undefined;
  const clash = await checks.visibleClash?.();
  if (clash) throw clash;
  return undefined;
}
