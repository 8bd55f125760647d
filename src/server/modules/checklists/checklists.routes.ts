import type { FastifyInstance } from 'fastify';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import {
  listChecklistInstances,
  listChecklists,
  saveChecklistInstance,
  startChecklist,
} from './checklists.service.ts';

export async function checklistsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, checklistsApi.list, (caller) => listChecklists(caller));
  registerEndpoint(app, checklistsApi.listInstances, (caller) => listChecklistInstances(caller));
  registerEndpoint(app, checklistsApi.start, async (caller) => {
    const { instance, created } = await startChecklist(caller, caller.input.body);
    return createdOrFound(created, instance);
  });
  registerEndpoint(app, checklistsApi.save, (caller) =>
    saveChecklistInstance(caller, caller.input.params.guid, caller.input.body),
  );
}
