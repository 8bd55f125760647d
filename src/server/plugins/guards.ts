import type { FastifyRequest } from 'fastify';
import { isAdminOf, isSuperAdmin, mayAccessMarina } from '#core/auth/permissions.ts';
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

async function marinaScope(request: FastifyRequest, marinaGuid: string, level: 'access' | 'admin') {
  const auth = requireAuth(request);
  // Another tenant's marina answers exactly like an unknown one.
  const marina = await findMarinaOfClient(request.server.db, auth.clientId, marinaGuid);
  if (!marina) throw notFound('Marina not found');
  if (!mayAccessMarina(auth.permissions, marina.id)) throw forbidden('You do not have access to this marina');
  if (level === 'admin' && !isAdminOf(auth.permissions, marina.id)) {
    throw forbidden('You must be an admin of this marina');
  }
  const scope: MarinaScope = {
    clientId: auth.clientId,
    userId: auth.userId,
    marinaId: marina.id,
    marinaGuid: marina.guid,
  };
  return scope;
}

export const requireMarinaAccess = (request: FastifyRequest, marinaGuid: string) =>
  marinaScope(request, marinaGuid, 'access');

export const requireMarinaAdmin = (request: FastifyRequest, marinaGuid: string) =>
  marinaScope(request, marinaGuid, 'admin');
