import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The sign-in in progress (state, nonce, PKCE verifier) lives in a short-lived cookie signed with
 * SESSION_SECRET, scoped to the callback path. See docs/decisions/0014.
 */
export const PENDING_COOKIE = 'dockwatch.oidc';
export const CALLBACK_PATH = '/api/callback';
const LIFETIME_MS = 10 * 60_000;

const pendingSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  startedAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSchema>;

const options = (request: FastifyRequest) => ({
  path: CALLBACK_PATH,
  httpOnly: true,
  // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  signed: true,
});

export function setPendingSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: Omit<PendingSignIn, 'startedAt'>,
): void {
  const value = Buffer.from(JSON.stringify({ ...pending, startedAt: Date.now() })).toString('base64url');
  reply.setCookie(PENDING_COOKIE, value, { ...options(request), maxAge: LIFETIME_MS / 1000 });
}

/** The pending sign-in when the cookie is present, untampered and younger than 10 minutes. */
export function readPendingSignIn(request: FastifyRequest): PendingSignIn | undefined {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
    if (!parsed.success || parsed.data.startedAt + LIFETIME_MS < Date.now()) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}

/** One use only: the callback clears it whatever the outcome. */
export function clearPendingSignIn(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, options(request));
}
