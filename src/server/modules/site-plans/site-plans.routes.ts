import type { FastifyInstance } from 'fastify';
import { sitePlansApi } from '#core/site-plans/site-plans.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { planOverlay } from './plan-overlay.service.ts';
import { calibratePlan, createPlan, deletePlan, listPlans, updatePlan } from './site-plans.service.ts';

/** A marina's site plans (issue 34). */
export async function sitePlansRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  registerEndpoint(app, sitePlansApi.list, (caller) => listPlans(caller, caller.input.params.guid));
  registerEndpoint(app, sitePlansApi.create, async (caller) => {
    const { plan, created } = await createPlan(
      { ...caller, config },
      caller.input.params.guid,
      caller.input.body,
    );
    return createdOrFound(created, plan);
  });
  registerEndpoint(app, sitePlansApi.update, (caller) =>
    updatePlan({ ...caller, config }, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, sitePlansApi.remove, (caller) => deletePlan(caller, caller.input.params.guid));
  registerEndpoint(app, sitePlansApi.calibrate, (caller) =>
    calibratePlan(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, sitePlansApi.overlay, (caller) =>
    planOverlay(caller, caller.input.params.guid, caller.input.query),
  );
}
