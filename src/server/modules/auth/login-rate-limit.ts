import type { Db } from '#server/db/connect.ts';
import { HttpError } from '#server/plugins/http-errors.ts';
import {
  clearLoginFailures,
  countRecentFailures,
  deleteOldLoginFailures,
  recordLoginFailures,
} from './auth.queries.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 10;

const keysFor = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

/** Per account and per IP, shared by every instance because it lives in the database. */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  for (const key of keysFor(email, ip)) {
    if ((await countRecentFailures(db, key, since)) >= LOGIN_MAX_FAILURES) {
      throw new HttpError(429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    }
  }
}

export async function noteLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await recordLoginFailures(db, keysFor(email, ip));
  await deleteOldLoginFailures(db, new Date(Date.now() - LOGIN_WINDOW_MS));
}

export async function noteLoginSuccess(db: Db, email: string): Promise<void> {
  await clearLoginFailures(db, `email:${email.toLowerCase()}`);
}
