import type { FastifyInstance } from 'fastify';

/** The API and the photos: everything the server answers but the web app's own files. */
const PRIVATE_PATH = /^\/(api|img)([/?]|$)/;

/**
 * Issue 30 item 10: no answer of the API is kept by a browser's disk cache or a proxy (a shared
 * phone, a company proxy): `Cache-Control: no-store` on every /api and /img answer, signed in or
 * not, whatever its status, unless its route said otherwise itself (the conditional reads'
 * `private, no-store`, decision 0044; a photo's private, immutable caching; health's no-store).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && PRIVATE_PATH.test(request.url))
      reply.header('cache-control', 'no-store');
  });
}
