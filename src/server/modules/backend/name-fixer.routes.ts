import type { FastifyInstance } from 'fastify';
import { backendApi } from '#core/backend/backend.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { commitNameChanges, previewRenames, searchByPattern } from './name-fixer.service.ts';

/** The location name fixer: search, preview, commit. super_admin only, across clients. */
export async function nameFixerRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, backendApi.searchByPattern, ({ db, input }) => searchByPattern(db, input.body));
  registerEndpoint(app, backendApi.previewReplacements, ({ input }) => {
    const { locations, searchPattern, replacementPattern } = input.body;
    return previewRenames(locations, searchPattern, replacementPattern);
  });
  registerEndpoint(app, backendApi.commitNameChanges, ({ db, input }) => commitNameChanges(db, input.body));
}
