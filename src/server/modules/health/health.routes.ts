import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthRoute, readyRoute } from '#core/api/plain-routes.ts';
import { photoStorage } from '#server/modules/photos/photos.service.ts';
import { READY_PARTS, readiness } from './readiness.ts';

const checksSchema = z.object(
  Object.fromEntries(READY_PARTS.map((part) => [part, z.enum(['ok', 'failing'])])) as Record<
    (typeof READY_PARTS)[number],
    z.ZodEnum<{ ok: 'ok'; failing: 'failing' }>
  >,
);

/**
 * GET /api/health and GET /api/ready (issue 19): no sign-in, no tenant, never cached. /ready
 * names the failing parts in its 503; the reasons (paths, database errors) go to the log only.
 */
export async function healthRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = photoStorage(root.config);

  app.get(
    healthRoute.path,
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    readyRoute.path,
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), checks: checksSchema }),
          503: z.object({ status: z.literal('not ready'), message: z.string(), checks: checksSchema }),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const state = await readiness(root.db, storage);
      if (state.ready) return { status: 'ready' as const, checks: state.checks };
      request.log.warn({ problems: state.problems }, 'not ready');
      const failing = READY_PARTS.filter((part) => state.checks[part] === 'failing');
      return reply.code(503).send({
        status: 'not ready' as const,
        message: `Not ready: ${failing.join(', ')}`,
        checks: state.checks,
      });
    },
  );
}
