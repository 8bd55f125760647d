import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // Scheme, host and port: an http page of our host (or another port) is another origin.
    // request.protocol honours TRUST_PROXY, so HTTPS terminated by the proxy counts as https.
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

/**
 * State-changing API calls: only from our own origin, only with JSON bodies. Photo uploads
 * (PUT /img/...) are authorised by their signed URL instead and check their own media type.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSite(request)) throw new HttpError(403, 'Cross-site requests are not allowed');
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    if (hasBody && !type?.toLowerCase().startsWith('application/json')) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
  });
}
