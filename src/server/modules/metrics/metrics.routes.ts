import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '#server/plugins/http-errors.ts';
import { type AppMetrics, createAppMetrics, STATIC_ROUTE, UNMATCHED_ROUTE } from './app-metrics.ts';
import { registerDbGauges } from './db-gauges.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (ADR 0039): recorded always, served at /metrics when METRICS_TOKEN is set. */
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  // Digests of equal length: neither the token's length nor its first differing byte shows in time.
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

/**
 * The route template a request matched (`/api/locations/:guid`), never the raw URL: one fixed
 * label when none did (the 404 handler, also the web app's page fallback) and one for every file
 * of the built web app (a route per file, renamed by each build).
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (request.is404 || !route) return UNMATCHED_ROUTE;
  const ours = route.startsWith('/api/') || route.startsWith('/img/') || route === METRICS_PATH;
  return ours ? route : STATIC_ROUTE;
}

/**
 * Prometheus metrics (issue 19). Register first, so the timing hook sees every route and the
 * framework's 404s. /metrics is outside /api: no CSRF check (GET), no session needed, never the
 * web app's page fallback; off (404, as if absent) unless METRICS_TOKEN is set.
 */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  const metrics = createAppMetrics({ processMetrics: token !== undefined });
  app.decorate('metrics', metrics);
  if (token) registerDbGauges(metrics.registry, app.db, app.log);

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request);
    if (route === METRICS_PATH) return; // the scrapes themselves would swamp the figures
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const expected = token ? digest(token) : undefined;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!expected) throw notFound();
    if (!bearerMatches(request, expected)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
