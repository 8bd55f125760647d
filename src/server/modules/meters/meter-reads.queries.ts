import { type SQL, sql } from 'drizzle-orm';
import type { PageCursor } from '#core/common/page-cursor.ts';
import type { Executor } from '#server/db/connect.ts';
import { executePrepared } from '#server/db/prepared.ts';
import { rowsOf } from '#server/db/rows-of.ts';

export interface ReadingFilter {
  clientId: number;
  marinaId?: number;
  /** Readings of this location only. */
  locationId?: number;
  /** Readings of this location and all its descendants. */
  subtreeOf?: number;
  meterType?: string;
  readingGuid?: string;
  activityGuid?: string;
  from?: Date;
  /** Upper bound: `before` is exclusive, `upTo` inclusive. */
  before?: Date;
  upTo?: Date;
  limit: number;
  /**
   * A page of the history (decision 0046): ordered by time, then guid (a key the next page's
   * cursor can name), starting after `after`; each row also carries its `cursorAt`.
   */
  page?: { after?: PageCursor | undefined };
}

export interface ReadingRow {
  guid: string;
  activityGuid: string;
  activityLocationGuid: string | null;
  activityTimestamp: string | null;
  activityComment: string | null;
  activityUserGuid: string | null;
  marinaGuid: string;
  meterType: string;
  /** The unit the reading was recorded in, and that of the previous reading (migration 0019). */
  unit: string;
  reading: string | null;
  previousReading: string | null;
  previousUnit: string | null;
  notes: string | null;
  warning: string | null;
  createdAt: string;
  transcribedAt: string | null;
  locationGuid: string | null;
  locationName: string | null;
  parentGuid: string | null;
  parentName: string | null;
  imageGuid: string | null;
  imagePhotoPath: string | null;
  /** Paged reads only: created_at to the microsecond, for the cursor. */
  cursorAt?: string;
}

/** ISO 8601 in UTC with milliseconds, the same on PGlite and PostgreSQL drivers. */
export const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = sql.raw(`
  r.guid::text as "guid", a.guid::text as "activityGuid", al.guid::text as "activityLocationGuid",
  ${iso('a.timestamp')} as "activityTimestamp", a.comment as "activityComment",
  u.guid::text as "activityUserGuid", m.guid::text as "marinaGuid", r.meter_type as "meterType",
  r.unit as "unit", r.reading::text as "reading", g.previous_reading::text as "previousReading",
  g.previous_unit as "previousUnit", r.notes as "notes",
  r.warning as "warning", ${iso('r.created_at')} as "createdAt", ${iso('r.transcribed_at')} as "transcribedAt",
  l.guid::text as "locationGuid", l.name as "locationName", pl.guid::text as "parentGuid",
  pl.name as "parentName", i.guid::text as "imageGuid", i.photo_path as "imagePhotoPath"`);

/** The WHERE of a reading filter over `meter_readings r` (with `subtree` when it names one). */
export function conditions(f: ReadingFilter): SQL {
  const parts: SQL[] = [sql`r.client_id = ${f.clientId}`];
  if (f.marinaId !== undefined) parts.push(sql`r.marina_id = ${f.marinaId}`);
  if (f.locationId !== undefined) parts.push(sql`r.location_id = ${f.locationId}`);
  if (f.subtreeOf !== undefined) parts.push(sql`r.location_id in (select id from subtree)`);
  if (f.meterType) parts.push(sql`r.meter_type = ${f.meterType}`);
  if (f.readingGuid) parts.push(sql`r.guid = ${f.readingGuid}`);
  if (f.activityGuid) {
    parts.push(
      sql`r.activity_id = (select id from activities where client_id = ${f.clientId} and guid = ${f.activityGuid})`,
    );
  }
  if (f.from) parts.push(sql`r.created_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.before) parts.push(sql`r.created_at < ${f.before.toISOString()}::timestamptz`);
  if (f.upTo) parts.push(sql`r.created_at <= ${f.upTo.toISOString()}::timestamptz`);
  const after = f.page?.after;
  if (after) {
    // The first part bounds the index walk; the second drops the cursor's own time up to its guid.
    parts.push(sql`r.created_at <= ${after.at}::timestamptz`);
    parts.push(sql`(r.created_at < ${after.at}::timestamptz or r.guid < ${after.guid}::uuid)`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The list's order: the index's keys (created_at, id). A page orders equal times by guid instead,
 * so its cursor needs no serial id; the index still yields the times in order and only readings
 * of one instant are sorted (an incremental sort).
 */
const order = (alias: string, f: ReadingFilter) =>
  f.page
    ? sql.raw(`${alias}.created_at desc nulls last, ${alias}.guid desc`)
    : sql.raw(`${alias}.created_at desc nulls last, ${alias}.id desc nulls last`);

const cursorColumn = (f: ReadingFilter) =>
  f.page
    ? sql.raw(`, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"`)
    : sql``;

/** The recursive CTE of a parent location's subtree (its first part), or nothing. */
export const subtree = (rootId: number | undefined) =>
  rootId === undefined
    ? sql``
    : sql`subtree(id) as (
        select id from locations where id = ${rootId}
        union
        select l.id from locations l join subtree s on l.parent_id = s.id
      ),`;

/**
 * The previous reading of each row of `base` (same location and meter type, the last with a value
 * before it in (created_at, id) order) and its unit, as `lagged (id, previous_reading, previous_unit)`.
 * A list: LAG over its rows plus, per meter, the last reading before the oldest of them, so a date
 * window does not lose the use since the reading just before it. The rows are a contiguous run of
 * each meter's readings, so LAG finds the true previous one.
 * A page: one probe per row. Its rows are contiguous in (created_at, guid) order, which is not the
 * readings' (created_at, id) order when readings share a time, so LAG over them could skip one.
 */
function previousReadings(filter: ReadingFilter): SQL {
  if (filter.page) {
    return sql`lagged as (
      select b.id, p.reading as previous_reading, p.unit as previous_unit from base b
      left join lateral (
        select q.reading, q.unit from meter_readings q
        where b.reading is not null and q.client_id = ${filter.clientId} and q.location_id = b.location_id
          and q.meter_type = b.meter_type and q.reading is not null
          and (q.created_at, q.id) < (b.created_at, b.id)
        order by q.created_at desc nulls last, q.id desc nulls last
        limit 1
      ) p on true
    )`;
  }
  return sql`firsts as (
      select distinct on (location_id, meter_type) location_id, meter_type, created_at, id
      from base order by location_id, meter_type, created_at, id
    ),
    prev as (
      select p.id, p.location_id, p.meter_type, p.reading, p.unit, p.created_at from firsts f
      cross join lateral (
        select q.id, q.location_id, q.meter_type, q.reading, q.unit, q.created_at from meter_readings q
        where q.client_id = ${filter.clientId} and q.location_id = f.location_id
          and q.meter_type = f.meter_type and q.reading is not null
          and (q.created_at, q.id) < (f.created_at, f.id)
        order by q.created_at desc nulls last, q.id desc nulls last
        limit 1
      ) p
    ),
    lagged as (
      select id, lag(reading) over w as previous_reading, lag(unit) over w as previous_unit
      from (select * from base union all select * from prev) u
      window w as (partition by location_id, meter_type, reading is null order by created_at, id)
    )`;
}

/**
 * Readings newest first, each with the previous reading of the same location and meter type
 * (previousReadings). One statement. The ORDER BYs repeat the keys of
 * meter_readings_marina_time_idx and meter_readings_location_idx (created_at desc nulls last,
 * id desc nulls last), so the window and each previous reading are a walk down an index, without
 * a sort (a page sorts only readings of one instant by guid). A page runs prepared: planning its
 * ten joins took longer than running them (ADR 0048). The whole window does not: PostgreSQL's
 * generic plan for it took 1 s where a plan for its values takes 40 ms.
 */
export async function listReadings(db: Executor, filter: ReadingFilter): Promise<ReadingRow[]> {
  const query = sql`
    with recursive ${subtree(filter.subtreeOf)}
    base as (
      select r.id, r.location_id, r.meter_type, r.reading, r.unit, r.created_at from meter_readings r
      where ${conditions(filter)}
      order by ${order('r', filter)}
      limit ${filter.limit}
    ),
    ${previousReadings(filter)}
    select ${COLUMNS}${cursorColumn(filter)}
    from base b
    join meter_readings r on r.id = b.id
    join lagged g on g.id = b.id
    join activities a on a.id = r.activity_id
    join marinas m on m.id = r.marina_id
    left join users u on u.id = a.user_id
    left join locations al on al.id = a.location_id
    left join locations l on l.id = r.location_id
    left join locations pl on pl.id = l.parent_id
    left join meter_images i on i.id = r.meter_image_id
    order by ${order('r', filter)}`;
  if (filter.page) return executePrepared<ReadingRow>(db, query);
  return rowsOf<ReadingRow>(await db.execute(query));
}
