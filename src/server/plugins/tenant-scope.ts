import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSuperAdmin } from '#core/auth/permissions.ts';
import { newTenantStore, releaseTenant, type TenantStore, tenantStorage } from '#server/db/tenant-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Routes that must reach across tenants: 'always' (sign-in and set-password find the user
     * before any tenant is known) or 'super_admin' (the backend, decision 0002).
     */
    crossTenant?: 'always' | 'super_admin';
  }
}

const stores = new WeakMap<FastifyRequest, TenantStore>();

function scopeOf(request: FastifyRequest): number | null {
  const auth = request.auth;
  if (!auth) return null;
  const crossTenant = request.routeOptions.config.crossTenant;
  if (crossTenant === 'always') return null;
  if (crossTenant === 'super_admin' && isSuperAdmin(auth.permissions)) return null;
  return auth.clientId;
}

/**
 * Every request runs in its own async context. Before the session is read it is system work
 * (the session lookup must find any tenant's session). Register before the session plugin.
 */
export function registerTenantContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const store = newTenantStore();
    stores.set(request, store);
    // 'close' comes after 'finish' on a complete response, or alone when the client went away.
    reply.raw.once('close', () => void releaseTenant(store, reply.raw.writableFinished));
    tenantStorage.run(store, done);
  });
  // Body parsing continues from socket events, outside the context: enter it again.
  const reenter = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    const store = stores.get(request);
    if (store) tenantStorage.run(store, done);
    else done();
  };
  app.addHook('preValidation', reenter);
  app.addHook('preHandler', reenter);
  app.addHook('onResponse', async (request) => {
    const store = stores.get(request);
    if (store) await releaseTenant(store, true);
  });
}

/**
 * Once the session names a user, the request's queries run as that user's tenant on one pinned
 * connection (PostgreSQL row-level security, ADR 0017). Register after the session plugin.
 */
export function registerTenantScope(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const store = stores.get(request);
    if (store) store.clientId = scopeOf(request);
  });
}
