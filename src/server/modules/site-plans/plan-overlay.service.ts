import { FAR_THRESHOLD_M } from '#core/patrol/gps-flags.ts';
import { fitPlanTransform, metresFromPin } from '#core/site-plans/plan-transform.ts';
import { type OverlayQuery, PLAN_LIMITS, type PlanOverlay } from '#core/site-plans/site-plan.schema.ts';
import { marinaRuns, runViews } from '#server/modules/tours/runs.queries.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { planFor } from './plan-access.ts';
import { checkInsAt, openIssuesAt, pinsOfPlans, visitsAt } from './site-plans.queries.ts';

/** The overlay's period when none is asked: the last twelve hours, a night's watch. */
const DEFAULT_HOURS = 12;

const tally = (rows: { locationId: number | null; n: number }[]) =>
  new Map(rows.map((r) => [r.locationId, r.n] as const));

/**
 * GET /api/plans/:guid/overlay (issue 34): what happened at each pin of the plan in the period —
 * its check-ins, its open issues (now), its checkpoints missed by the tour runs whose window began
 * in the period, and its last check-in ever — and, on a calibrated plan, each check-in's GPS fix
 * where it falls on the picture, with its distance from its pin (far: as the GPS flags say).
 */
export async function planOverlay(
  caller: Caller,
  guid: string,
  query: OverlayQuery,
  now = new Date(),
): Promise<PlanOverlay> {
  const { plan, scope } = await planFor(caller, guid, 'staff');
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_HOURS * 3_600_000);
  const period = { from, to };

  const pins = await pinsOfPlans(caller.db, scope.clientId, [plan.id]);
  const ids = pins.map((p) => p.locationId);
  const visits = new Map(
    (await visitsAt(caller.db, scope.clientId, ids, period)).map((v) => [v.locationId, v]),
  );
  const issues = tally(await openIssuesAt(caller.db, scope.clientId, ids));
  const runs = await runViews(caller.db, await marinaRuns(caller.db, scope, from, to), now);
  const missed = new Map<string, number>();
  for (const run of runs)
    for (const checkpoint of run.checkpoints)
      if (checkpoint.missed)
        missed.set(checkpoint.locationGuid, (missed.get(checkpoint.locationGuid) ?? 0) + 1);

  const fit = plan.calibration ? fitPlanTransform(plan.calibration, plan) : undefined;
  const checkIns = fit?.ok
    ? await checkInsAt(caller.db, scope.clientId, ids, period, PLAN_LIMITS.overlayFixes + 1)
    : [];
  const pinOf = new Map(pins.map((p) => [p.locationId, p]));
  const fixes = fit?.ok
    ? checkIns.slice(0, PLAN_LIMITS.overlayFixes).flatMap((c) => {
        const pin = c.locationId === null ? undefined : pinOf.get(c.locationId);
        if (!pin || c.gpsLatitude === null || c.gpsLongitude === null) return [];
        const fix = { latitude: Number(c.gpsLatitude), longitude: Number(c.gpsLongitude) };
        const at = fit.transform.toPlan(fix);
        const distance = Math.round(metresFromPin(fit.transform, fix, pin) * 10) / 10;
        return [
          {
            activityId: c.guid,
            locationId: pin.locationGuid,
            x: at.x,
            y: at.y,
            accuracyMeters: c.gpsAccuracy === null ? null : Number(c.gpsAccuracy),
            distanceFromPinMeters: distance,
            far: distance > FAR_THRESHOLD_M,
          },
        ];
      })
    : [];

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    pins: pins.map((pin) => {
      const visit = visits.get(pin.locationId);
      return {
        locationId: pin.locationGuid,
        checkIns: visit?.inPeriod ?? 0,
        openIssues: issues.get(pin.locationId) ?? 0,
        missedCheckpoints: missed.get(pin.locationGuid) ?? 0,
        lastVisitAt: visit?.lastAt ? visit.lastAt.toISOString() : null,
      };
    }),
    fixes,
    fixesTruncated: checkIns.length > PLAN_LIMITS.overlayFixes,
  };
}
