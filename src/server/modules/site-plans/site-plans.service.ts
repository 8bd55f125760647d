import { randomUUID } from 'node:crypto';
import { fitPlanTransform } from '#core/site-plans/plan-transform.ts';
import {
  type CalibrationBody,
  type CreatePlanBody,
  PLAN_LIMITS,
  type SitePlan,
  type UpdatePlanBody,
} from '#core/site-plans/site-plan.schema.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { StoredCalibrationPoint } from '#server/db/schema/index.ts';
import { liveLocationIds } from '#server/modules/locations/locations.service.ts';
import type { WithConfig } from '#server/modules/photos/photos.service.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { badRequest, conflict } from '#server/plugins/http-errors.ts';
import { planFor } from './plan-access.ts';
import { claimPlanImageRoom, planImage } from './plan-image.ts';
import {
  countPlans,
  deletePlanRow,
  findPlan,
  insertPlan,
  type PinRow,
  type PlanRow,
  pinsOfPlans,
  plansOfMarina,
  replacePins,
  updatePlanRow,
} from './site-plans.queries.ts';

const tenths = (metres: number) => Math.round(metres * 10) / 10;

function toPlan(row: PlanRow, pins: PinRow[]): SitePlan {
  const points = row.calibration ?? [];
  const fit = points.length ? fitPlanTransform(points, row) : undefined;
  return {
    guid: row.guid,
    marinaId: row.marinaGuid,
    name: row.name,
    photoId: row.photoGuid,
    // Marked, so the phone's service worker keeps a plan's picture for offline use (pwa-options.ts).
    imageUrl: `/img/${row.photoGuid}?plan=1`,
    width: row.width,
    height: row.height,
    pins: pins
      .filter((p) => p.planId === row.id)
      .map((p) => ({ locationId: p.locationGuid, x: p.x, y: p.y })),
    calibration:
      fit?.ok === true
        ? {
            points,
            largestResidualMetres: tenths(fit.transform.largestResidualMetres),
            residualsMetres: fit.transform.residualsMetres.map(tenths),
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function answer(caller: Caller, clientId: number, guid: string): Promise<SitePlan> {
  const row = (await findPlan(caller.db, clientId, guid))!;
  return toPlan(row, await pinsOfPlans(caller.db, clientId, [row.id]));
}

/** GET /api/marinas/:guid/plans: the marina's plans, for its staff (a guard's tour shows them). */
export async function listPlans(caller: Caller, marinaGuid: string): Promise<SitePlan[]> {
  const scope = await requireMarinaAccess(caller, marinaGuid);
  const rows = await plansOfMarina(caller.db, scope.clientId, scope.marinaId);
  const pins = await pinsOfPlans(
    caller.db,
    scope.clientId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPlan(row, pins));
}

/**
 * POST /api/marinas/:guid/plans: a new plan with its image, idempotent by guid (the same name and
 * image again is the same plan); at most PLAN_LIMITS.plansPerMarina a marina.
 */
export async function createPlan(
  caller: WithConfig<Caller>,
  marinaGuid: string,
  body: CreatePlanBody,
): Promise<{ plan: SitePlan; created: boolean }> {
  const scope = await requireMarinaAdmin(caller, marinaGuid);
  const auth = requireAuth(caller);
  const guid = body.guid?.toLowerCase() ?? randomUUID();
  const { row, created } = await createIdempotent({
    insert: async () => {
      if (await findPlan(caller.db, scope.clientId, guid)) return undefined;
      if ((await countPlans(caller.db, scope.clientId, scope.marinaId)) >= PLAN_LIMITS.plansPerMarina)
        throw conflict(`The marina has ${PLAN_LIMITS.plansPerMarina} plans already: remove one first`);
      const image = await planImage(caller, auth, body.photoId);
      // A guid taken meanwhile (or another client's) rolls the photo's registration back too.
      const taken = new Error('guid taken');
      return caller.db
        .transaction(async (tx) => {
          await claimPlanImageRoom(tx, caller.config, scope.clientId, image);
          const plan = {
            guid,
            clientId: scope.clientId,
            marinaId: scope.marinaId,
            name: body.name,
            ...image,
          };
          if ((await insertPlan(tx, plan)) === undefined) throw taken;
          return findPlan(tx, scope.clientId, guid);
        })
        .catch((error: unknown) => {
          if (error === taken) return undefined;
          throw error;
        });
    },
    findExisting: () => findPlan(caller.db, scope.clientId, guid),
    sameContent: (existing) =>
      existing.marinaId === scope.marinaId &&
      existing.name === body.name &&
      existing.photoGuid === body.photoId,
  });
  return { plan: await answer(caller, scope.clientId, row.guid), created };
}

/**
 * PUT /api/plans/:guid: a new name, a new image (the old one is left to the orphan sweep; pins
 * and calibration are kept, as shares of the picture), and the pins, all replaced: each a live
 * location of the plan's marina (400 naming the pin otherwise).
 */
export async function updatePlan(
  caller: WithConfig<Caller>,
  guid: string,
  body: UpdatePlanBody,
): Promise<SitePlan> {
  const { plan } = await planFor(caller, guid, 'admin');
  const auth = requireAuth(caller);
  const image =
    body.photoId && body.photoId !== plan.photoGuid ? await planImage(caller, auth, body.photoId) : undefined;
  const pins = body.pins?.map((pin) => ({ ...pin, locationId: pin.locationId.toLowerCase() }));
  const ids = pins
    ? await liveLocationIds(
        caller.db,
        plan,
        pins.map((p) => p.locationId),
      )
    : new Map<string, number>();
  pins?.forEach((pin, i) => {
    if (!ids.has(pin.locationId))
      throw badRequest(`body.pins.${i}.locationId: is not a location of this plan's marina`);
  });
  await caller.db.transaction(async (tx) => {
    if (image) await claimPlanImageRoom(tx, caller.config, plan.clientId, image);
    await updatePlanRow(tx, plan.id, { ...(body.name ? { name: body.name } : {}), ...(image ?? {}) });
    if (pins)
      await replacePins(
        tx,
        plan,
        pins.map((pin) => ({ locationId: ids.get(pin.locationId)!, x: pin.x, y: pin.y })),
      );
  });
  return answer(caller, plan.clientId, plan.guid);
}

/** DELETE /api/plans/:guid: the plan and its pins; its image is left to the orphan sweep. */
export async function deletePlan(caller: Caller, guid: string): Promise<{ deleted: boolean }> {
  const { plan } = await planFor(caller, guid, 'admin');
  await deletePlanRow(caller.db, plan.id);
  return { deleted: true };
}

/**
 * PUT /api/plans/:guid/calibration: 3 to 10 points tie the plan to GPS; none (or fewer than 3)
 * clears it. Points that define no transform (in a line, in either space) are refused naming them.
 */
export async function calibratePlan(caller: Caller, guid: string, body: CalibrationBody): Promise<SitePlan> {
  const { plan } = await planFor(caller, guid, 'admin');
  const points: StoredCalibrationPoint[] = body.points.map((p) => ({
    x: p.x,
    y: p.y,
    gpsLatitude: Number(p.gpsLatitude),
    gpsLongitude: Number(p.gpsLongitude),
  }));
  if (points.length >= PLAN_LIMITS.calibrationMin) {
    const fit = fitPlanTransform(points, plan);
    if (!fit.ok) throw badRequest('body.points: lie in a line: choose spots spread over the plan');
  }
  await updatePlanRow(caller.db, plan.id, {
    calibration: points.length >= PLAN_LIMITS.calibrationMin ? points : null,
  });
  return answer(caller, plan.clientId, plan.guid);
}
