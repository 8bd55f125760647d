import type { FastifyInstance } from 'fastify';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { finalizeChecklist, listChecklists, startChecklist } from './occupancy.service.ts';
import { checkChild, checksOf, uncheckChild } from './occupancy-checks.service.ts';

/** Occupancy checklists and their checks; a checklist's checks find the marina from the checklist. */
export async function occupancyRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, occupancyApi.list, (caller) => listChecklists(caller, caller.input.query));
  registerEndpoint(app, occupancyApi.start, async (caller) => {
    const { checklist, created } = await startChecklist(caller, caller.input.body);
    return createdOrFound(created, checklist);
  });
  registerEndpoint(app, occupancyApi.finalize, (caller) =>
    finalizeChecklist(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, occupancyApi.checks, (caller) =>
    checksOf(caller, caller.input.params.checklistId, caller.input.query.marinaId),
  );
  registerEndpoint(app, occupancyApi.check, async (caller) => {
    const { check, created } = await checkChild(caller, caller.input.body);
    return createdOrFound(created, check);
  });
  registerEndpoint(app, occupancyApi.uncheck, (caller) =>
    uncheckChild(caller, caller.input.params.checklistId, caller.input.params.locationId),
  );
}
