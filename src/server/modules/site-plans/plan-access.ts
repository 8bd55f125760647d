import type { Caller, MarinaScope } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { notFound } from '#server/plugins/http-errors.ts';
import { findPlan, type PlanRow } from './site-plans.queries.ts';

const PLAN_NOT_FOUND = 'Site plan not found';

/**
 * The plan a path names, for its marina's staff (reading) or admins (changing it): another
 * client's plan answers 404 as an unknown one, then the marina guard answers 403.
 */
export async function planFor(
  caller: Caller,
  guid: string,
  level: 'staff' | 'admin',
): Promise<{ plan: PlanRow; scope: MarinaScope }> {
  const auth = requireAuth(caller);
  const plan = await findPlan(caller.db, auth.clientId, guid);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const marina = { id: plan.marinaId, guid: plan.marinaGuid, clientId: plan.clientId };
  const scope = await (level === 'admin' ? requireMarinaAdmin : requireMarinaAccess)(caller, marina);
  return { plan, scope };
}
