import type { FastifyInstance } from 'fastify';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { createChecklist, updateChecklist } from './checklists-admin.service.ts';

/** Checklist templates (the spec only reads them): admins of a marina write them. */
export async function checklistsAdminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, checklistsAdminApi.create, async (caller) => {
    const { checklist, created } = await createChecklist(caller, caller.input.body);
    return createdOrFound(created, checklist);
  });
  registerEndpoint(app, checklistsAdminApi.update, (caller) =>
    updateChecklist(caller, caller.input.params.guid, caller.input.body),
  );
}
