import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marinaSummarySchema } from '#core/auth/auth-user.schema.ts';
import { requireAuth } from '#server/plugins/guards.ts';
import { marinasForUser } from './marinas.service.ts';

export async function marinasRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/marinas',
    { schema: { response: { 200: z.array(marinaSummarySchema) } } },
    async (request) => {
      const marinas = await marinasForUser(root.db, requireAuth(request));
      return marinas.map(({ guid, name, location }) => ({ guid, name, location }));
    },
  );
}
