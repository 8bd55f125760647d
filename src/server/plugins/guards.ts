import type { FastifyRequest } from 'fastify';
import { isAdminOf, isClientAdmin, isSuperAdmin, mayAccessMarina } from '#core/auth/permissions.ts';
import { findMarinaOfClient } from '#server/modules/marinas/marinas.service.ts';
import type { AuthContext, MarinaScope } from './auth-context.ts';
import { forbidden, notFound, unauthorized } from './http-errors.ts';

/** The shared guard layer every module uses. Order: signed in, then tenant, then role. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function requireSuperAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
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

async function marinaScope(
  request: FastifyRequest,
  marinaRef: string | KnownMarina,
  level: 'access' | 'admin',
): Promise<MarinaScope> {
  const auth = requireAuth(request);
  // Another tenant's marina answers exactly like an unknown one.
  const marina =
    typeof marinaRef === 'string'
      ? await findMarinaOfClient(request.server.db, auth.clientId, marinaRef)
      : marinaRef.clientId === auth.clientId
        ? marinaRef
        : undefined;
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
  };
}

/** Read access to a marina, by its guid (looked up within the user's client) or already known. */
export const requireMarinaAccess = (request: FastifyRequest, marina: string | KnownMarina) =>
  marinaScope(request, marina, 'access');

export const requireMarinaAdmin = (request: FastifyRequest, marina: string | KnownMarina) =>
  marinaScope(request, marina, 'admin');

/**
 * Client-wide data (location types): a client admin or super_admin. With a marina named, that
 * marina is checked first (404 for an unknown or foreign one, 403 without access), as everywhere.
 */
export async function requireClientAdmin(
  request: FastifyRequest,
  marinaGuid: string | undefined,
  message: string,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  if (marinaGuid) await requireMarinaAccess(request, marinaGuid);
  if (!isClientAdmin(auth.permissions)) throw forbidden(message);
  return auth;
}
