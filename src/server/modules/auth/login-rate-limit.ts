import type { Db } from '#server/db/connect.ts';
import { HttpError } from '#server/plugins/http-errors.ts';
import { clearLoginFailures, deleteLoginAttempts, takeLoginSlot } from './auth.queries.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 10;

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

const keysFor = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

/** The slots one attempt holds: rows of login_failures that become its failures unless it succeeds. */
export type LoginSlot = number[];

/**
 * Per account and per IP, shared by every instance because it lives in the database. An attempt
 * takes a slot under each key before its password is checked, atomically per key (a lock per key
 * in one transaction), so parallel attempts can never evaluate more than the limit: the count and
 * the claim are one step, not a read followed by a later write.
 */
export async function takeLoginSlots(db: Db, email: string, ip: string): Promise<LoginSlot> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const slot = await db.transaction(async (tx) => {
    const ids: number[] = [];
    // Keys in a fixed order: two attempts never wait on each other's locks in a cycle.
    for (const key of keysFor(email, ip).sort()) {
      const id = await takeLoginSlot(tx, key, since, LOGIN_MAX_FAILURES);
      if (id === undefined) return undefined;
      ids.push(id);
    }
    return ids;
  });
  if (!slot) throw new HttpError(429, TOO_MANY, undefined, 'auth.tooManyAttempts');
  return slot;
}

/** A right password frees its slots and clears the account's earlier failures. */
export async function noteLoginSuccess(db: Db, email: string, slot: LoginSlot): Promise<void> {
  await deleteLoginAttempts(db, slot);
  await clearLoginFailures(db, `email:${email.toLowerCase()}`);
}
