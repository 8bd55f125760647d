import type { FastifyRequest } from 'fastify';
import { isAdminOf, isClientAdmin, isSuperAdmin, mayAccessMarina } from '#core/auth/permissions.ts';
import { findMarinaByGuid, findMarinaWithVersion } from '#server/modules/marinas/marinas.queries.ts';
import type { AuthContext, Caller, MarinaScope } from './auth-context.ts';
import { forbidden, notFound, unauthorized } from './http-errors.ts';

/**
 * What the guards are given: a plain caller (catalogue handlers and the services they call) or,
 * while routes move to the catalogue (issue 16), the request itself.
 */
export type CallerLike = Caller | FastifyRequest;

export const callerOf = (from: CallerLike): Caller =>
  'server' in from ? { db: from.server.db, auth: from.auth } : from;

/** The shared guard layer every module uses. Order: signed in, then tenant, then role. */
export function requireAuth(from: CallerLike): AuthContext {
  const { auth } = callerOf(from);
  if (!auth) throw unauthorized();
  return auth;
}

export function requireSuperAdmin(from: CallerLike): AuthContext {
  const auth = requireAuth(from);
  if (!isSuperAdmin(auth.permissions)) throw forbidden();
  return auth;
}

/**
 * A marina the request already holds: found by a query filtered on the user's client (the
 * location it belongs to, say). Its client is checked again here, so passing a row from anywhere
 * else still answers 404.
 */
export interface KnownMarina {
  id: number;
  guid: string;
  clientId: number;
}

/** `withVersion`: a conditional read's guard, which reads the marina's data version in its lookup. */
interface ScopeOptions {
  withVersion?: boolean;
}

async function marinaScope(
  from: CallerLike,
  marinaRef: string | KnownMarina,
  level: 'access' | 'admin',
  { withVersion = false }: ScopeOptions = {},
): Promise<MarinaScope> {
  const auth = requireAuth(from);
  const { db } = callerOf(from);
  // Another tenant's marina answers exactly like an unknown one.
  const marina: { id: number; guid: string; version?: string } | undefined =
    typeof marinaRef !== 'string'
      ? marinaRef.clientId === auth.clientId
        ? marinaRef
        : undefined
      : await (withVersion ? findMarinaWithVersion : findMarinaByGuid)(db, auth.clientId, marinaRef);
  if (!marina) throw notFound('Marina not found');
  if (!mayAccessMarina(auth.permissions, marina.id)) throw forbidden('You do not have access to this marina');
  if (level === 'admin' && !isAdminOf(auth.permissions, marina.id)) {
    throw forbidden('You must be an admin of this marina');
  }
  return {
    clientId: auth.clientId,
    userId: auth.userId,
    marinaId: marina.id,
    marinaGuid: marina.guid,
    ...(marina.version === undefined ? {} : { version: marina.version }),
  };
}

/** Read access to a marina, by its guid (looked up within the user's client) or already known. */
export const requireMarinaAccess = (from: CallerLike, marina: string | KnownMarina, options?: ScopeOptions) =>
  marinaScope(from, marina, 'access', options);

export const requireMarinaAdmin = (from: CallerLike, marina: string | KnownMarina, options?: ScopeOptions) =>
  marinaScope(from, marina, 'admin', options);

/**
 * Client-wide data (location types): a client admin or super_admin. With a marina named, that
 * marina is checked first (404 for an unknown or foreign one, 403 without access), as everywhere.
 */
export async function requireClientAdmin(
  from: CallerLike,
  marinaGuid: string | undefined,
  message?: string,
): Promise<AuthContext> {
  const auth = requireAuth(from);
  if (marinaGuid) await requireMarinaAccess(from, marinaGuid);
  if (!isClientAdmin(auth.permissions)) throw forbidden(message);
  return auth;
}
