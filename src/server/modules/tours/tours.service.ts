import type { CreateTourBody, Tour, UpdateTourBody } from '#core/tours/tour.schema.ts';
import {
  LIMIT_MESSAGES,
  MARINA_RUNS_PER_DAY_MAX,
  runsPerDay,
  TOURS_PER_MARINA_MAX,
} from '#core/tours/tour-limits.ts';
import type { Executor } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { liveLocationIds } from '#server/modules/locations/locations.service.ts';
import type { Caller, MarinaCaller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import { planAhead } from './runs.planning.ts';
import {
  findTour,
  insertTour,
  listTours,
  lockedMarinaTours,
  setCheckpoints,
  softDeleteTour,
  type TourRow,
  type TourValues,
  updateTourRow,
} from './tours.queries.ts';

export const TOUR_NOT_FOUND = 'Tour not found';

const toTour = (row: TourRow): Tour => ({
  guid: row.guid,
  marinaId: row.marinaGuid,
  name: row.name,
  checkpointIds: row.checkpoints.map((c) => c.guid),
  checkpoints: row.checkpoints,
  ordered: row.ordered,
  durationMinutes: row.durationMinutes,
  graceMinutes: row.graceMinutes,
  schedule: row.schedule,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored form of a schedule, for comparing two (keys in one order, absent parts left out). */
const scheduleKey = ({ times, weekdays, every }: TourValues['schedule']) =>
  JSON.stringify([times ?? null, weekdays ?? null, every ? [every.minutes, every.from, every.to] : null]);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The checkpoints' location ids in the order sent; each must be a live location of the tour's
 * marina (400 naming the first that is not: unknown, deleted, of another marina or tenant alike).
 */
async function checkpointLocations(
  { db, scope }: Pick<MarinaCaller, 'db' | 'scope'>,
  checkpointIds: readonly string[],
): Promise<number[]> {
  const ids = await liveLocationIds(db, scope, checkpointIds);
  const missing = checkpointIds.findIndex((guid) => !ids.has(guid));
  if (missing >= 0) throw badRequest(`body.checkpointIds.${missing}: is not a location of this marina`);
  return checkpointIds.map((guid) => ids.get(guid)!);
}

/**
 * Refuses (400) a tour that would take its marina past its limits (core/tours/tour-limits.ts): a
 * new tour past TOURS_PER_MARINA_MAX, or an active schedule past MARINA_RUNS_PER_DAY_MAX rounds a
 * day with the marina's other active tours (an edit that starts no more rounds than before passes,
 * so a marina over the limit from earlier can still be mended). Holds the marina's tours lock to
 * the end of the transaction `db` is.
 */
async function checkMarinaLimits(
  db: Executor,
  scope: { clientId: number; marinaId: number },
  tour: { id?: number; active: boolean; schedule: TourValues['schedule'] },
): Promise<void> {
  const live = await lockedMarinaTours(db, scope);
  const others = live.filter((t) => t.id !== tour.id);
  if (tour.id === undefined && others.length >= TOURS_PER_MARINA_MAX)
    throw badRequest(`body.marinaId: ${LIMIT_MESSAGES.tours}`);
  if (!tour.active) return;
  const own = runsPerDay(tour.schedule);
  const before = live.find((t) => t.id === tour.id && t.active);
  const runs = others.filter((t) => t.active).reduce((sum, t) => sum + runsPerDay(t.schedule), own);
  if (runs > MARINA_RUNS_PER_DAY_MAX && (!before || own > runsPerDay(before.schedule)))
    throw badRequest(`body.schedule: ${LIMIT_MESSAGES.runsPerDay(runs)}`);
}

/** GET /api/tours?marinaId=: the marina's live tours by name (staff of the marina). */
export async function allTours({ db, scope }: MarinaCaller): Promise<Tour[]> {
  return (await listTours(db, scope.clientId, scope.marinaId)).map(toTour);
}

/** POST /api/tours: a tour of the body's marina (its admin, checked by registerEndpoint); idempotent on guid. */
export async function createTour(caller: MarinaCaller, body: CreateTourBody) {
  const { db, scope } = caller;
  const { marinaId: _m, guid, checkpointIds, ...values } = body;
  const locationIds = await checkpointLocations(caller, checkpointIds);
  const { row, created } = await createIdempotent({
    insert: () =>
      db.transaction(async (tx) => {
        // A retry of a tour made already answers it, whatever the limits say now.
        if (guid && (await findTour(tx, scope.clientId, guid))) return undefined;
        await checkMarinaLimits(tx, scope, values);
        const inserted = await insertTour(tx, {
          ...values,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          guid,
        });
        // Only a guid can clash: one of ours (a retry) or one we cannot see; both answer by guid.
        if (!inserted) {
          if (guid) return undefined;
          throw new Error('tour insert wrote nothing');
        }
        await setCheckpoints(tx, { clientId: scope.clientId, id: inserted.id }, locationIds);
        return findTour(tx, scope.clientId, inserted.guid);
      }),
    findExisting: () => findTour(db, scope.clientId, guid!),
    sameContent: (e) =>
      e.marinaGuid === scope.marinaGuid &&
      e.name === values.name &&
      e.ordered === values.ordered &&
      e.durationMinutes === values.durationMinutes &&
      e.graceMinutes === values.graceMinutes &&
      e.active === values.active &&
      scheduleKey(e.schedule) === scheduleKey(values.schedule) &&
      sameList(
        e.checkpoints.map((c) => c.guid),
        checkpointIds,
      ),
  });
  if (created) await planAhead(db, new Date(), { tourId: row.id });
  return { tour: toTour(row), created };
}

/** A live tour of the caller's client (else 404), then the caller's right to its marina (403). */
export async function loadTour(caller: Caller, guid: string, level: 'read' | 'write') {
  const auth = requireAuth(caller);
  const row = await findTour(caller.db, auth.clientId, guid);
  if (!row) throw notFound(TOUR_NOT_FOUND);
  const marina = { id: row.marinaId, guid: row.marinaGuid, clientId: auth.clientId };
  const scope = await (level === 'read' ? requireMarinaAccess : requireMarinaAdmin)(caller, marina);
  return { row, scope };
}

/** GET /api/tours/{guid}: staff of the tour's marina. */
export async function getTour(caller: Caller, guid: string): Promise<Tour> {
  return toTour((await loadTour(caller, guid, 'read')).row);
}

/** PUT /api/tours/{guid}: the whole form; the checkpoints are replaced in the order sent. */
export async function updateTour(caller: Caller, guid: string, body: UpdateTourBody): Promise<Tour> {
  const { row, scope } = await loadTour(caller, guid, 'write');
  const { marinaId, checkpointIds, ...values } = body;
  if (marinaId && marinaId !== row.marinaGuid)
    throw badRequest('body.marinaId: is not the marina of this tour');
  const locationIds = await checkpointLocations({ db: caller.db, scope }, checkpointIds);
  await caller.db.transaction(async (tx) => {
    await checkMarinaLimits(tx, scope, { ...values, id: row.id });
    await updateTourRow(tx, row.id, values);
    await setCheckpoints(tx, { clientId: scope.clientId, id: row.id }, locationIds);
  });
  await planAhead(caller.db, new Date(), { tourId: row.id });
  return toTour((await findTour(caller.db, scope.clientId, guid))!);
}

/** DELETE /api/tours/{guid}: gone from every list and read; kept in the database for its runs. */
export async function deleteTour(caller: Caller, guid: string) {
  const { row } = await loadTour(caller, guid, 'write');
  if (!(await softDeleteTour(caller.db, row.id))) throw notFound(TOUR_NOT_FOUND);
  await planAhead(caller.db, new Date(), { tourId: row.id });
  return { deleted: true };
}
