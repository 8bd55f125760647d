import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitBodySchema,
  commitResultSchema,
  namedLocationSchema,
  previewBodySchema,
  previewEntrySchema,
  searchByPatternBodySchema,
} from '#core/backend/backend.schema.ts';
import { requireSuperAdmin } from '#server/plugins/guards.ts';
import { commitNameChanges, previewRenames, searchByPattern } from './name-fixer.service.ts';

/** The location name fixer: search, preview, commit. super_admin only, across clients. */
export async function nameFixerRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.post(
    '/api/backend/locations/search-by-pattern',
    { schema: { body: searchByPatternBodySchema, response: { 200: z.array(namedLocationSchema) } } },
    async (request) => {
      requireSuperAdmin(request);
      return searchByPattern(db, request.body);
    },
  );

  app.post(
    '/api/backend/locations/preview-replacements',
    { schema: { body: previewBodySchema, response: { 200: z.array(previewEntrySchema) } } },
    async (request) => {
      requireSuperAdmin(request);
      const { locations, searchPattern, replacementPattern } = request.body;
      return previewRenames(locations, searchPattern, replacementPattern);
    },
  );

  app.post(
    '/api/backend/locations/commit-name-changes',
    { schema: { body: commitBodySchema, response: { 200: commitResultSchema } } },
    async (request) => {
      requireSuperAdmin(request);
      return commitNameChanges(db, request.body);
    },
  );
}
