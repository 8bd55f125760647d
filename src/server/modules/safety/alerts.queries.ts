import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AlertState } from '#core/safety/alerts.ts';
import type { Executor } from '#server/db/connect.ts';
import {
  activities,
  locations,
  marinas,
  safetyAlertEvents,
  safetyAlerts,
  users,
} from '#server/db/schema/index.ts';

const raiser = alias(users, 'raiser');
const acknowledger = alias(users, 'acknowledger');
const resolver = alias(users, 'resolver');

/** An alert row with what its answer names: the marina's guid, people's guids, the last check-in. */
const alertColumns = {
  id: safetyAlerts.id,
  guid: safetyAlerts.guid,
  clientId: safetyAlerts.clientId,
  marinaId: safetyAlerts.marinaId,
  marinaGuid: marinas.guid,
  kind: safetyAlerts.kind,
  state: safetyAlerts.state,
  raisedByUserId: safetyAlerts.raisedByUserId,
  raisedByGuid: raiser.guid,
  raisedByName: safetyAlerts.raisedByName,
  gpsLatitude: safetyAlerts.gpsLatitude,
  gpsLongitude: safetyAlerts.gpsLongitude,
  gpsAccuracy: safetyAlerts.gpsAccuracy,
  deviceTime: safetyAlerts.deviceTime,
  createdAt: safetyAlerts.createdAt,
  lastCheckInLocationGuid: locations.guid,
  lastCheckInLocationName: locations.name,
  lastCheckInAt: safetyAlerts.lastCheckInAt,
  acknowledgedAt: safetyAlerts.acknowledgedAt,
  acknowledgedByUserId: safetyAlerts.acknowledgedByUserId,
  acknowledgedByGuid: acknowledger.guid,
  acknowledgedByName: safetyAlerts.acknowledgedByName,
  resolvedAt: safetyAlerts.resolvedAt,
  resolvedByGuid: resolver.guid,
  resolvedByName: safetyAlerts.resolvedByName,
  resolutionNote: safetyAlerts.resolutionNote,
  tier: safetyAlerts.tier,
  marinaName: marinas.name,
};

export type AlertRow = Awaited<ReturnType<typeof selectAlerts>>[number];

function selectAlerts(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(alertColumns)
    .from(safetyAlerts)
    .innerJoin(marinas, eq(marinas.id, safetyAlerts.marinaId))
    .leftJoin(raiser, eq(raiser.id, safetyAlerts.raisedByUserId))
    .leftJoin(acknowledger, eq(acknowledger.id, safetyAlerts.acknowledgedByUserId))
    .leftJoin(resolver, eq(resolver.id, safetyAlerts.resolvedByUserId))
    .leftJoin(locations, eq(locations.id, safetyAlerts.lastCheckInLocationId))
    .where(where)
    .orderBy(desc(safetyAlerts.createdAt), desc(safetyAlerts.id))
    .limit(limit);
}

export async function findAlert(db: Executor, clientId: number, guid: string): Promise<AlertRow | undefined> {
  const [row] = await selectAlerts(
    db,
    and(eq(safetyAlerts.clientId, clientId), eq(safetyAlerts.guid, guid)),
    1,
  );
  return row;
}

export function listAlerts(
  db: Executor,
  filter: {
    clientId: number;
    marinaId: number;
    raisedByUserId?: number;
    state?: AlertState;
    from?: Date;
    to?: Date;
    limit: number;
  },
): Promise<AlertRow[]> {
  return selectAlerts(
    db,
    and(
      eq(safetyAlerts.clientId, filter.clientId),
      eq(safetyAlerts.marinaId, filter.marinaId),
      filter.raisedByUserId === undefined
        ? undefined
        : eq(safetyAlerts.raisedByUserId, filter.raisedByUserId),
      filter.state ? eq(safetyAlerts.state, filter.state) : undefined,
      filter.from ? gte(safetyAlerts.createdAt, filter.from) : undefined,
      filter.to ? lte(safetyAlerts.createdAt, filter.to) : undefined,
    ),
    filter.limit,
  );
}

/** The user's last check-in at the marina (where a guard was last seen). */
export async function lastCheckIn(
  db: Executor,
  scope: { clientId: number; marinaId: number; userId: number },
) {
  const [row] = await db
    .select({ locationId: activities.locationId, at: activities.timestamp })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, scope.clientId),
        eq(activities.marinaId, scope.marinaId),
        eq(activities.userId, scope.userId),
        eq(activities.type, 'patrol_check'),
      ),
    )
    .orderBy(desc(activities.timestamp), desc(activities.id))
    .limit(1);
  return row;
}

export type AlertInsert = typeof safetyAlerts.$inferInsert;

/**
 * Inserts the alert unless its guid exists (idempotent create) or, for a missed check, the shift's
 * check already has one; its id, or undefined.
 */
export async function insertAlert(db: Executor, alert: AlertInsert): Promise<number | undefined> {
  const [row] = await db
    .insert(safetyAlerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ id: safetyAlerts.id });
  return row?.id;
}

/**
 * Up to `limit` alerts whose escalation step is due, locked until the transaction ends; rows
 * another transaction holds are skipped (FOR UPDATE SKIP LOCKED), so two instances never take the
 * same step, and an acknowledgement waits for a step in progress (or the step for it).
 */
export async function claimDueAlerts(db: Executor, limit: number, clientId?: number): Promise<AlertRow[]> {
  const claimed = await db
    .select({ id: safetyAlerts.id })
    .from(safetyAlerts)
    .where(
      and(
        isNotNull(safetyAlerts.nextStepAt),
        lte(safetyAlerts.nextStepAt, sql`now()`),
        clientId === undefined ? undefined : eq(safetyAlerts.clientId, clientId),
      ),
    )
    .orderBy(asc(safetyAlerts.nextStepAt), asc(safetyAlerts.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return [];
  const rows = await selectAlerts(
    db,
    inArray(
      safetyAlerts.id,
      claimed.map((row) => row.id),
    ),
    limit,
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The next step `minutes` from the database's now (null: none). */
export const stepAfter = (minutes: number | null) =>
  minutes === null ? null : sql`now() + ${minutes} * interval '1 minute'`;

/** The alert's row, locked until the transaction ends: the first acknowledgement wins. */
export async function lockAlert(db: Executor, id: number) {
  const [row] = await db
    .select({ state: safetyAlerts.state, acknowledgedByUserId: safetyAlerts.acknowledgedByUserId })
    .from(safetyAlerts)
    .where(eq(safetyAlerts.id, id))
    .for('update');
  return row;
}

export async function updateAlert(
  db: Executor,
  id: number,
  change: Omit<Partial<AlertInsert>, 'nextStepAt'> & { nextStepAt?: SQL | null },
): Promise<void> {
  await db.update(safetyAlerts).set(change).where(eq(safetyAlerts.id, id));
}

export async function addAlertEvent(
  db: Executor,
  event: typeof safetyAlertEvents.$inferInsert,
): Promise<void> {
  await db.insert(safetyAlertEvents).values(event);
}

export function alertEvents(db: Executor, alertIds: number[]) {
  if (alertIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      alertId: safetyAlertEvents.alertId,
      type: safetyAlertEvents.type,
      at: safetyAlertEvents.at,
      userGuid: users.guid,
      userName: safetyAlertEvents.userName,
      note: safetyAlertEvents.note,
      tier: safetyAlertEvents.tier,
      recipients: safetyAlertEvents.recipients,
    })
    .from(safetyAlertEvents)
    .leftJoin(users, eq(users.id, safetyAlertEvents.userId))
    .where(inArray(safetyAlertEvents.alertId, alertIds))
    .orderBy(asc(safetyAlertEvents.id));
}
