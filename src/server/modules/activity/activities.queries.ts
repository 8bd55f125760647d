import type { Placeholder } from 'drizzle-orm';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '#server/db/connect.ts';
import { versionOfScope } from '#server/db/data-versions.queries.ts';
import { preparedOnce } from '#server/db/prepared.ts';
import {
  activities,
  issues,
  locations,
  marinas,
  occupancyChecklists,
  users,
} from '#server/db/schema/index.ts';

/**
 * One column of the row `key` points at, as a scalar subquery rather than a join: a feed page
 * names a few hundred locations, checklists and issues at most, and a join hashed all of the
 * client's rows of those tables into every page (performance bench, docs/performance.md).
 */
const lookup = (column: AnyPgColumn, table: PgTable, id: AnyPgColumn, key: AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${table} where ${id} = ${key})`;

const activityColumns = {
  id: activities.id,
  guid: activities.guid,
  type: activities.type,
  timestamp: activities.timestamp,
  marinaGuid: marinas.guid,
  locationGuid: lookup(locations.guid, locations, locations.id, activities.locationId),
  locationName: lookup(locations.name, locations, locations.id, activities.locationId),
  userGuid: users.guid,
  staffName: activities.staffName,
  comment: activities.comment,
  occupancyChecklistGuid: lookup(
    occupancyChecklists.guid,
    occupancyChecklists,
    occupancyChecklists.id,
    activities.occupancyChecklistId,
  ),
  issueGuid: lookup(issues.guid, issues, issues.id, activities.issueId),
  gpsLatitude: activities.gpsLatitude,
  gpsLongitude: activities.gpsLongitude,
  gpsAccuracy: activities.gpsAccuracy,
  gpsFlags: activities.gpsFlags,
  gpsDistanceM: activities.gpsDistanceM,
  receivedAt: activities.receivedAt,
  // for idempotent-retry comparison; never sent
  clientId: activities.clientId,
  locationId: activities.locationId,
};

const selectActivities = (db: Executor) =>
  db
    .select(activityColumns)
    .from(activities)
    .innerJoin(marinas, eq(marinas.id, activities.marinaId))
    .leftJoin(users, eq(users.id, activities.userId));

export type ActivityRow = Awaited<ReturnType<typeof findActivityByGuid>> & {};

export async function findActivityByGuid(db: Executor, clientId: number, guid: string) {
  const rows = await selectActivities(db)
    .where(and(eq(activities.clientId, clientId), eq(activities.guid, guid)))
    .limit(1);
  return rows[0];
}

/** Where a feed page starts: the (timestamp, id) of the cursor activity. */
export async function findCursor(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select({ timestamp: activities.timestamp, id: activities.id })
    .from(activities)
    .where(and(eq(activities.clientId, clientId), eq(activities.guid, guid)))
    .limit(1);
  return rows[0];
}

export interface FeedFilter {
  marinaId?: number;
  locationId?: number;
  types?: string[];
  since?: Date;
  before?: { timestamp: Date | null; id: number };
  limit: number;
}

/** Which of the feed's statements a filter needs: its text, not its values (ADR 0048). */
type FeedShape = {
  scope: 'marina' | 'location';
  types: boolean;
  since: boolean;
  before: 'none' | 'dated' | 'undated';
  limit: number;
};

const shapeOf = (filter: FeedFilter): FeedShape => ({
  scope: filter.locationId === undefined ? 'marina' : 'location',
  types: filter.types !== undefined,
  since: filter.since !== undefined,
  before: !filter.before ? 'none' : filter.before.timestamp === null ? 'undated' : 'dated',
  limit: filter.limit,
});

const shapeKey = (shape: FeedShape) =>
  `${shape.scope}_${shape.types ? 't' : ''}${shape.since ? 's' : ''}_${shape.before}_${shape.limit}`;

/**
 * The page size written into the text. As a parameter, PostgreSQL's generic plan assumes a tenth
 * of the matching rows: for a marina's feed at scale 1 that costed 10,000 rows, 100 × the plan
 * for its values, past the JIT threshold (36 ms of compiling) — so PostgreSQL planned it anew
 * every time instead.
 */
function literalLimit(limit: number): Placeholder {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`invalid page size ${limit}`);
  return sql.raw(String(limit)) as unknown as Placeholder;
}

/**
 * Newest first, in the order of the (marina|location, timestamp desc nulls last, id desc nulls last)
 * indexes. Activities without a timestamp sort last, as the index keeps them. Both keys spell out
 * NULLS LAST: a plain `id desc` (nulls first) does not match the index, and the planner then sorts
 * every matching row (or hash-joins every location) before it can apply the LIMIT.
 *
 * Every shape is a page walked down one of those indexes from the top or a cursor, whatever the
 * values (no other index serves a type or a time), so it runs as a named prepared statement and
 * PostgreSQL keeps a generic plan (ADR 0048): planning it under row-level security took longer
 * than running it. Unnamed (planned each time) when `name` is undefined.
 */
function feedPage(db: Db, shape: FeedShape, name: string | undefined) {
  const ts = activities.timestamp;
  const id = activities.id;
  const beforeTs = sql.placeholder('beforeTimestamp');
  const beforeId = sql.placeholder('beforeId');
  const beforeCondition =
    shape.before === 'none'
      ? undefined
      : shape.before === 'undated'
        ? and(isNull(ts), lt(id, beforeId))
        : or(lt(ts, beforeTs), isNull(ts), and(eq(ts, beforeTs), lt(id, beforeId)));
  return selectActivities(db)
    .where(
      and(
        eq(activities.clientId, sql.placeholder('clientId')),
        shape.scope === 'marina'
          ? eq(activities.marinaId, sql.placeholder('scopeId'))
          : eq(activities.locationId, sql.placeholder('scopeId')),
        shape.types ? sql`${activities.type} = any(${sql.placeholder('types')})` : undefined,
        shape.since ? sql`${ts} >= ${sql.placeholder('since')}` : undefined,
        beforeCondition,
      ),
    )
    .orderBy(sql`${ts} desc nulls last`, sql`${id} desc nulls last`)
    .limit(literalLimit(shape.limit))
    .prepare(name as string);
}

/** Each connection keeps the statements it ran; past this many shapes a page is planned each time. */
const MAX_FEED_STATEMENTS = 64;
const feedStatements = preparedOnce(() => new Map<string, ReturnType<typeof feedPage>>());

function feedStatement(db: Db, shape: FeedShape) {
  const statements = feedStatements(db);
  const key = shapeKey(shape);
  let statement = statements.get(key);
  if (statement === undefined) {
    if (statements.size >= MAX_FEED_STATEMENTS) return feedPage(db, shape, undefined);
    statement = feedPage(db, shape, `dockwatch_feed_${key}`);
    statements.set(key, statement);
  }
  return statement;
}

/** A page of the marina's or the location's activities, newest first. */
export function listActivities(db: Db, clientId: number, filter: FeedFilter) {
  return feedStatement(db, shapeOf(filter)).execute({
    clientId,
    scopeId: filter.locationId ?? filter.marinaId,
    types: filter.types,
    since: filter.since?.toISOString(),
    beforeTimestamp: filter.before?.timestamp?.toISOString(),
    beforeId: filter.before?.id,
  });
}

export type NewActivity = typeof activities.$inferInsert;

/**
 * The activity columns of the row an INSERT just wrote, as `activityColumns` reads them back: the
 * marina and user by scalar subquery (RETURNING has no join). Saves the create its re-read.
 */
const insertedColumns = {
  ...activityColumns,
  marinaGuid: sql<string>`(select ${marinas.guid} from ${marinas} where ${marinas.id} = ${activities.marinaId})`,
  userGuid: lookup(users.guid, users, users.id, activities.userId),
};

/** The new activity as findActivityByGuid reads it; undefined when its guid is taken (nothing written). */
export async function insertActivityRow(db: Executor, values: NewActivity): Promise<ActivityRow | undefined> {
  const rows = await db
    .insert(activities)
    .values(values)
    .onConflictDoNothing({ target: activities.guid })
    .returning(insertedColumns);
  return rows[0];
}

/** The new activity's id; undefined when its guid is taken (nothing written). */
export async function insertActivity(db: Executor, values: NewActivity): Promise<number | undefined> {
  const rows = await db
    .insert(activities)
    .values(values)
    .onConflictDoNothing({ target: activities.guid })
    .returning({ id: activities.id });
  return rows[0]?.id;
}

const liveLocationColumns = {
  id: locations.id,
  guid: locations.guid,
  clientId: locations.clientId,
  marinaId: locations.marinaId,
  marinaGuid: marinas.guid,
};

/** A live location of the client by guid, with its marina, as a prepared statement named `name`. */
const liveLocationBy = <C extends SelectedFields>(db: Db, columns: C, name: string) =>
  db
    .select({ ...liveLocationColumns, ...columns })
    .from(locations)
    .innerJoin(marinas, eq(marinas.id, locations.marinaId))
    .where(
      and(
        eq(locations.clientId, sql.placeholder('clientId')),
        eq(locations.guid, sql.placeholder('guid')),
        isNull(locations.deletedAt),
      ),
    )
    .limit(1)
    .prepare(name);

const liveLocation = preparedOnce((db) => liveLocationBy(db, {}, 'dockwatch_live_location'));

/**
 * A live location of the client, with its marina (for scope checks). Prepared: the check-in and
 * every route that names a location by guid start with it.
 */
export async function findLiveLocation(db: Db, clientId: number, guid: string) {
  const [row] = await liveLocation(db).execute({ clientId, guid });
  return row;
}

const liveLocationWithVersion = preparedOnce((db) =>
  liveLocationBy(
    db,
    { version: versionOfScope(locations.clientId, locations.marinaId) },
    'dockwatch_live_location_with_version',
  ),
);

/** findLiveLocation and its marina's data version in one statement (a conditional read's guard). */
export async function findLiveLocationWithVersion(db: Db, clientId: number, guid: string) {
  const [row] = await liveLocationWithVersion(db).execute({ clientId, guid });
  return row;
}
