import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '#core/auth/signed-in-hint.ts';
import type { Db } from '#server/db/connect.ts';
import {
  deleteSession,
  findLiveSessionWithUser,
  insertSession,
  updateSessionExpiry,
} from '#server/modules/auth/session.queries.ts';
import type { AuthContext } from './auth-context.ts';

export const SESSION_COOKIE = 'dockwatch.sid';
export const IDLE_TIMEOUT_MS = 7 * 24 * 3600_000;
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000;
/** Extend the idle expiry at most once an hour, so reads do not each write. */
const TOUCH_AFTER_MS = 3600_000;

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    signed: true,
    maxAge: maxAgeSeconds,
  };
}

/** The page-readable hint that a session cookie was set (core: signed-in-hint.ts). */
function setSignedInHint(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...cookieOptions(request, ABSOLUTE_LIFETIME_MS / 1000),
    httpOnly: false,
    signed: false,
  });
}

function readSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

async function loadAuth(db: Db, sid: string): Promise<AuthContext | null> {
  const found = await findLiveSessionWithUser(db, sid);
  if (!found) return null;
  const signedInAt = Date.parse(found.sess.createdAt);
  if (!(signedInAt + ABSOLUTE_LIFETIME_MS > Date.now())) {
    await deleteSession(db, sid);
    return null;
  }
  const user = found.user;
  if (!user || user.disabledAt) {
    await deleteSession(db, sid);
    return null;
  }
  const idleExpiry = Date.now() + IDLE_TIMEOUT_MS;
  if (idleExpiry - found.expire.getTime() > TOUCH_AFTER_MS) {
    await updateSessionExpiry(db, sid, new Date(Math.min(idleExpiry, signedInAt + ABSOLUTE_LIFETIME_MS)));
  }
  const { disabledAt: _disabled, id, ...rest } = user;
  return { ...rest, userId: id, sessionId: sid };
}

export async function registerSessions(app: FastifyInstance, db: Db, secret: string): Promise<void> {
  await app.register(cookie, { secret });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const sid = readSessionId(request);
    request.auth = sid ? await loadAuth(db, sid) : null;
    // The hint follows the session: gone once it has ended, there for one made before the hint.
    const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
    if (hinted && !request.auth) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    else if (!hinted && request.auth) setSignedInHint(request, reply);
  });
}

/** Sign-in: always a new 128-bit id; the old session row, if any, is deleted. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const old = readSessionId(request);
  if (old) await deleteSession(db, old);
  const sid = randomBytes(16).toString('base64url');
  const now = Date.now();
  await insertSession(
    db,
    sid,
    { userId, createdAt: new Date(now).toISOString() },
    new Date(now + IDLE_TIMEOUT_MS),
  );
  reply.setCookie(SESSION_COOKIE, sid, cookieOptions(request, ABSOLUTE_LIFETIME_MS / 1000));
  setSignedInHint(request, reply);
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sid = readSessionId(request);
  if (sid) await deleteSession(db, sid);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
