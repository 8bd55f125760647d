import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalibrationPointInput, Pin, PlanOverlay, SitePlan } from '#core/site-plans/site-plan.schema.ts';
import { sitePlansEndpoints as routes } from '#core/site-plans/site-plans.endpoints.ts';
import { call, endpointKey, isKeyOf } from '#web/lib/call.ts';
import { useWrite } from '#web/lib/use-write.ts';

const plansKey = (marinaId: string) => endpointKey(routes.list, { params: { guid: marinaId } });

/** GET /api/marinas/{guid}/plans: kept on the phone for offline use with the marina's data. */
export const plansQueryOptions = (marinaId: string | null) =>
  queryOptions<SitePlan[]>({ queryKey: plansKey(marinaId ?? ''), enabled: marinaId !== null });

export const usePlans = (marinaId: string | null) => useQuery(plansQueryOptions(marinaId));

/** GET /api/plans/{guid}/overlay for a period: what happened at each pin, and the check-ins' fixes. */
export const useOverlay = (planGuid: string | null, period: { from: string; to: string }) =>
  useQuery<PlanOverlay>({
    queryKey: endpointKey(routes.overlay, { params: { guid: planGuid ?? '' }, query: period }),
    enabled: planGuid !== null,
  });

const refreshPlans = (queryClient: Parameters<Parameters<typeof useWrite>[1]>[0]) =>
  queryClient.invalidateQueries({ predicate: isKeyOf(routes.list, routes.overlay) });

export const useCreatePlan = (marinaId: string) =>
  useWrite(
    (body: { name: string; photoId: string }) =>
      call(routes.create, { params: { guid: marinaId }, body: { guid: crypto.randomUUID(), ...body } }),
    refreshPlans,
  );

export const useUpdatePlan = () =>
  useWrite(
    ({ guid, ...body }: { guid: string; name?: string; photoId?: string; pins?: Pin[] }) =>
      call(routes.update, { params: { guid }, body }),
    refreshPlans,
  );

export const useCalibratePlan = () =>
  useWrite(
    ({ guid, points }: { guid: string; points: CalibrationPointInput[] }) =>
      call(routes.calibrate, { params: { guid }, body: { points } }),
    refreshPlans,
  );

export const useDeletePlan = () =>
  useWrite((guid: string) => call(routes.remove, { params: { guid } }), refreshPlans);
