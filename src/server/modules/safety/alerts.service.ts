import { isAdminOf } from '#core/auth/permissions.ts';
import { deviceTimeOf } from '#core/common/device-time.ts';
import { personName } from '#core/common/person-name.ts';
import type { Alert, AlertWithEvents, CreateAlertBody } from '#core/safety/alert.schema.ts';
import { ALERT_LIMITS, ALERT_MESSAGES, type AlertState, isOpen } from '#core/safety/alerts.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { conflict, forbidden, notFound } from '#server/plugins/http-errors.ts';
import {
  type AlertRow,
  addAlertEvent,
  alertEvents,
  findAlert,
  insertAlert,
  lastCheckIn,
  listAlerts,
  lockAlert,
  updateAlert,
} from './alerts.queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const person = (guid: string | null, name: string | null) => (name === null ? null : { guid, name });

export function toAlert(row: AlertRow): Alert {
  return {
    guid: row.guid,
    marinaId: row.marinaGuid,
    kind: row.kind as Alert['kind'],
    state: row.state as AlertState,
    raisedBy: { guid: row.raisedByGuid, name: row.raisedByName },
    raisedAt: row.createdAt.toISOString(),
    deviceTime: iso(row.deviceTime),
    gpsLatitude: row.gpsLatitude,
    gpsLongitude: row.gpsLongitude,
    gpsAccuracy: row.gpsAccuracy,
    lastCheckIn:
      row.lastCheckInLocationGuid && row.lastCheckInLocationName && row.lastCheckInAt
        ? {
            locationGuid: row.lastCheckInLocationGuid,
            locationName: row.lastCheckInLocationName,
            at: row.lastCheckInAt.toISOString(),
          }
        : null,
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgedBy: person(row.acknowledgedByGuid, row.acknowledgedByName),
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: person(row.resolvedByGuid, row.resolvedByName),
    resolutionNote: row.resolutionNote,
  };
}

/**
 * POST /api/alerts: a guard's SOS at a marina they work at, with where they are and where they
 * last checked in, and its first event. The same guid again (the outbox retrying) answers the alert
 * it made; a guid used for anything else answers 409.
 */
export async function raiseAlert(
  caller: Caller,
  body: CreateAlertBody,
): Promise<{ alert: Alert; created: boolean }> {
  const scope = await requireMarinaAccess(caller, body.marinaId);
  const auth = requireAuth(caller);
  const name = personName(auth);
  const { row, created } = await createIdempotent<AlertRow>({
    insert: () =>
      caller.db.transaction(async (tx) => {
        const seen = await lastCheckIn(tx, scope);
        const id = await insertAlert(tx, {
          guid: body.guid,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          kind: body.kind,
          raisedByUserId: scope.userId,
          raisedByName: name,
          gpsLatitude: body.gpsLatitude,
          gpsLongitude: body.gpsLongitude,
          gpsAccuracy: body.gpsAccuracy,
          deviceTime: deviceTimeOf(body),
          lastCheckInLocationId: seen?.locationId ?? null,
          lastCheckInAt: seen?.at ?? null,
        });
        if (id === undefined) return undefined;
        await addAlertEvent(tx, {
          clientId: scope.clientId,
          alertId: id,
          type: 'raised',
          userId: scope.userId,
          userName: name,
        });
        return findAlert(tx, scope.clientId, body.guid);
      }),
    findExisting: () => findAlert(caller.db, scope.clientId, body.guid),
    sameContent: (existing) =>
      existing.raisedByUserId === scope.userId &&
      existing.marinaId === scope.marinaId &&
      existing.kind === body.kind,
  });
  return { alert: toAlert(row), created };
}

/**
 * The alert of the caller's client (404 otherwise), for an admin of its marina; with `raiser`, the
 * one who raised it may read it too.
 */
async function alertFor(caller: Caller, guid: string, { raiser = false } = {}) {
  const auth = requireAuth(caller);
  const row = await findAlert(caller.db, auth.clientId, guid);
  if (!row) throw notFound('Alert not found');
  if (!(raiser && row.raisedByUserId === auth.userId)) {
    await requireMarinaAdmin(caller, { id: row.marinaId, guid: row.marinaGuid, clientId: row.clientId });
  }
  return { row, auth, name: personName(auth) };
}

/** GET /api/alerts/:guid: the alert and its timeline. */
export async function alertWithEvents(caller: Caller, guid: string): Promise<AlertWithEvents> {
  const { row } = await alertFor(caller, guid, { raiser: true });
  const events = await alertEvents(caller.db, [row.id]);
  return {
    ...toAlert(row),
    events: events.map((event) => ({
      type: event.type as AlertWithEvents['events'][number]['type'],
      at: event.at.toISOString(),
      by: person(event.userGuid, event.userName),
      note: event.note,
      tier: event.tier as AlertWithEvents['events'][number]['tier'],
      recipients: event.recipients,
    })),
  };
}

/**
 * GET /api/alerts: a marina's alerts, newest first: every one for its admins; for a guard, those in
 * their name (their SOS, their missed checks), which their shift's report lists.
 */
export async function marinaAlerts(
  caller: Caller,
  query: {
    marinaId: string;
    state?: AlertState | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<Alert[]> {
  const scope = await requireMarinaAccess(caller, query.marinaId);
  const admin = isAdminOf(requireAuth(caller).permissions, scope.marinaId);
  const rows = await listAlerts(caller.db, {
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    ...(admin ? {} : { raisedByUserId: scope.userId }),
    ...(query.state ? { state: query.state } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
    limit: ALERT_LIMITS.listMax,
  });
  return rows.map(toAlert);
}

/**
 * POST /api/alerts/:guid/acknowledge: the first acknowledgement wins (the row is locked while it is
 * taken); the same admin again answers the alert as it is; another admin after them, 409 naming who.
 */
export async function acknowledgeAlert(caller: Caller, guid: string): Promise<Alert> {
  const { row, auth, name } = await alertFor(caller, guid);
  if (row.raisedByUserId === auth.userId) throw forbidden(ALERT_MESSAGES.ownAlert);
  await caller.db.transaction(async (tx) => {
    const locked = await lockAlert(tx, row.id);
    if (!locked) throw notFound('Alert not found');
    if (!isOpen(locked.state as AlertState)) {
      if (locked.acknowledgedByUserId === auth.userId) return;
      const current = await findAlert(tx, auth.clientId, guid);
      throw conflict(ALERT_MESSAGES.alreadyAcknowledged(current?.acknowledgedByName ?? null));
    }
    await updateAlert(tx, row.id, {
      state: 'acknowledged',
      nextStepAt: null,
      acknowledgedAt: new Date(),
      acknowledgedByUserId: auth.userId,
      acknowledgedByName: name,
    });
    await addAlertEvent(tx, {
      clientId: row.clientId,
      alertId: row.id,
      type: 'acknowledged',
      userId: auth.userId,
      userName: name,
    });
  });
  return toAlert((await findAlert(caller.db, auth.clientId, guid))!);
}

/** POST /api/alerts/:guid/resolve: an acknowledged alert is closed with a note of what happened. */
export async function resolveAlert(caller: Caller, guid: string, note: string): Promise<Alert> {
  const { row, auth, name } = await alertFor(caller, guid);
  await caller.db.transaction(async (tx) => {
    const locked = await lockAlert(tx, row.id);
    if (!locked) throw notFound('Alert not found');
    if (locked.state === 'resolved') throw conflict(ALERT_MESSAGES.alreadyResolved);
    if (locked.state !== 'acknowledged') throw conflict(ALERT_MESSAGES.notAcknowledged);
    await updateAlert(tx, row.id, {
      state: 'resolved',
      resolvedAt: new Date(),
      resolvedByUserId: auth.userId,
      resolvedByName: name,
      resolutionNote: note,
    });
    await addAlertEvent(tx, {
      clientId: row.clientId,
      alertId: row.id,
      type: 'resolved',
      userId: auth.userId,
      userName: name,
      note,
    });
  });
  return toAlert((await findAlert(caller.db, auth.clientId, guid))!);
}
