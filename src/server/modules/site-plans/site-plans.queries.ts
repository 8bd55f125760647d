import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import {
  activities,
  issues,
  locations,
  marinas,
  type StoredCalibrationPoint,
  sitePlanPins,
  sitePlans,
} from '#server/db/schema/index.ts';

const planColumns = {
  id: sitePlans.id,
  guid: sitePlans.guid,
  clientId: sitePlans.clientId,
  marinaId: sitePlans.marinaId,
  marinaGuid: marinas.guid,
  name: sitePlans.name,
  photoGuid: sitePlans.photoGuid,
  byteSize: sitePlans.byteSize,
  width: sitePlans.width,
  height: sitePlans.height,
  calibration: sitePlans.calibration,
  updatedAt: sitePlans.updatedAt,
};

export type PlanRow = Awaited<ReturnType<typeof selectPlans>>[number];
export interface PinRow {
  planId: number;
  /** The location's id, for the overlay's queries; its guid for answers. */
  locationId: number;
  locationGuid: string;
  x: number;
  y: number;
}

function selectPlans(db: Executor, where: ReturnType<typeof and>) {
  return db
    .select(planColumns)
    .from(sitePlans)
    .innerJoin(marinas, eq(marinas.id, sitePlans.marinaId))
    .where(where)
    .orderBy(asc(sitePlans.name), asc(sitePlans.id));
}

export const plansOfMarina = (db: Executor, clientId: number, marinaId: number) =>
  selectPlans(db, and(eq(sitePlans.clientId, clientId), eq(sitePlans.marinaId, marinaId)));

export async function findPlan(db: Executor, clientId: number, guid: string): Promise<PlanRow | undefined> {
  const [row] = await selectPlans(db, and(eq(sitePlans.clientId, clientId), eq(sitePlans.guid, guid)));
  return row;
}

export async function countPlans(db: Executor, clientId: number, marinaId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sitePlans)
    .where(and(eq(sitePlans.clientId, clientId), eq(sitePlans.marinaId, marinaId)));
  return row?.n ?? 0;
}

/** The pins of these plans, on live locations only, in the order of the locations' names. */
export async function pinsOfPlans(db: Executor, clientId: number, planIds: number[]): Promise<PinRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select({
      planId: sitePlanPins.planId,
      locationId: sitePlanPins.locationId,
      locationGuid: locations.guid,
      x: sitePlanPins.x,
      y: sitePlanPins.y,
    })
    .from(sitePlanPins)
    .innerJoin(locations, eq(locations.id, sitePlanPins.locationId))
    .where(
      and(
        eq(sitePlanPins.clientId, clientId),
        inArray(sitePlanPins.planId, planIds),
        isNull(locations.deletedAt),
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
}

export interface NewPlan {
  guid: string;
  clientId: number;
  marinaId: number;
  name: string;
  photoGuid: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
}

/** The new plan's id, or undefined when its guid is taken (createIdempotent tells a retry). */
export async function insertPlan(db: Executor, row: NewPlan): Promise<number | undefined> {
  const [inserted] = await db
    .insert(sitePlans)
    .values(row)
    .onConflictDoNothing({ target: sitePlans.guid })
    .returning({ id: sitePlans.id });
  return inserted?.id;
}

export async function updatePlanRow(
  db: Executor,
  id: number,
  set: Partial<Pick<NewPlan, 'name' | 'photoGuid' | 'contentType' | 'byteSize' | 'width' | 'height'>> & {
    calibration?: StoredCalibrationPoint[] | null;
  },
): Promise<void> {
  await db
    .update(sitePlans)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(sitePlans.id, id));
}

export async function deletePlanRow(db: Executor, id: number): Promise<void> {
  await db.delete(sitePlans).where(eq(sitePlans.id, id));
}

/** All the plan's pins, replaced by these. */
export async function replacePins(
  db: Executor,
  plan: { id: number; clientId: number },
  pins: { locationId: number; x: number; y: number }[],
): Promise<void> {
  await db.delete(sitePlanPins).where(eq(sitePlanPins.planId, plan.id));
  if (pins.length === 0) return;
  await db.insert(sitePlanPins).values(pins.map((p) => ({ ...p, clientId: plan.clientId, planId: plan.id })));
}

/** A check-in at a pinned location in the period, with its GPS fix (newest first). */
export async function checkInsAt(
  db: Executor,
  clientId: number,
  locationIds: number[],
  period: { from: Date; to: Date },
  limit: number,
) {
  if (locationIds.length === 0) return [];
  return db
    .select({
      guid: activities.guid,
      locationId: activities.locationId,
      gpsLatitude: activities.gpsLatitude,
      gpsLongitude: activities.gpsLongitude,
      gpsAccuracy: activities.gpsAccuracy,
    })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, clientId),
        inArray(activities.locationId, locationIds),
        eq(activities.type, 'patrol_check'),
        gte(activities.timestamp, period.from),
        lt(activities.timestamp, period.to),
      ),
    )
    .orderBy(desc(activities.timestamp), desc(activities.id))
    .limit(limit);
}

/** Per location: check-ins in the period, and the last check-in ever. */
export async function visitsAt(
  db: Executor,
  clientId: number,
  locationIds: number[],
  period: { from: Date; to: Date },
) {
  if (locationIds.length === 0) return [];
  return db
    .select({
      locationId: activities.locationId,
      inPeriod: sql<number>`(count(*) filter (where ${activities.timestamp} >= ${period.from} and ${activities.timestamp} < ${period.to}))::int`,
      lastAt: sql<Date | null>`max(${activities.timestamp})`.mapWith((v) =>
        v === null ? null : new Date(v),
      ),
    })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, clientId),
        inArray(activities.locationId, locationIds),
        eq(activities.type, 'patrol_check'),
      ),
    )
    .groupBy(activities.locationId);
}

/** Per location: its open issues now. */
export async function openIssuesAt(db: Executor, clientId: number, locationIds: number[]) {
  if (locationIds.length === 0) return [];
  return db
    .select({ locationId: issues.locationId, n: sql<number>`count(*)::int` })
    .from(issues)
    .where(
      and(eq(issues.clientId, clientId), inArray(issues.locationId, locationIds), eq(issues.status, 'open')),
    )
    .groupBy(issues.locationId);
}
