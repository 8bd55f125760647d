import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { conditions, iso, type ReadingFilter, subtree } from './meter-reads.queries.ts';

export interface ParentCountRow {
  parentGuid: string | null;
  count: number;
}

export interface MeterSeriesRow {
  locationGuid: string;
  locationName: string;
  meterType: string;
  unit: string;
  at: string[];
  readings: string[];
}

/**
 * Every reading the filter matches, counted per parent location of its location (the history's
 * groups; null: no location or no parent). Not capped by `limit`: the whole period's count.
 */
export async function countReadingsByParent(db: Executor, filter: ReadingFilter): Promise<ParentCountRow[]> {
  const result = await db.execute(sql`
    with recursive ${subtree(filter.subtreeOf)}
    matched as (select r.location_id from meter_readings r where ${conditions(filter)})
    select pl.guid::text as "parentGuid", count(*)::int as "count"
    from matched m
    left join locations l on l.id = m.location_id
    left join locations pl on pl.id = l.parent_id
    group by pl.guid`);
  return rowsOf<ParentCountRow>(result);
}

const TAKEN = 'coalesce(a.timestamp, r.created_at)';

/**
 * The meters of the newest `limit` readings (the rows the spec's list holds), one series per unit
 * its readings were recorded in (decision 0053), each with its readings that have a value, oldest first: only what a chart draws. A meter whose readings in the
 * window all wait for transcription comes with empty arrays (the chart offers it and says so).
 */
export async function meterSeries(db: Executor, filter: ReadingFilter): Promise<MeterSeriesRow[]> {
  // The newest rows carry what the aggregate needs (joined back by id, the planner hashed the whole
  // table), and are planned on their own (materialized): inside the join, PostgreSQL costed a
  // parallel scan by one worker's row estimate and took it, and starting the worker cost 50 ms.
  const result = await db.execute(sql`
    with recursive ${subtree(filter.subtreeOf)}
    newest as materialized (
      select r.location_id, r.meter_type, r.unit, r.reading, r.created_at, r.guid, r.activity_id from meter_readings r
      where ${conditions(filter)}
      order by r.created_at desc nulls last, r.id desc nulls last
      limit ${filter.limit}
    )
    select l.guid::text as "locationGuid", l.name as "locationName", r.meter_type as "meterType",
      r.unit as "unit", coalesce(array_agg(${sql.raw(iso(TAKEN))} order by ${sql.raw(TAKEN)}, r.guid)
        filter (where r.reading is not null), '{}') as "at",
      coalesce(array_agg(r.reading::text order by ${sql.raw(TAKEN)}, r.guid)
        filter (where r.reading is not null), '{}') as "readings"
    from newest r
    join activities a on a.id = r.activity_id
    join locations l on l.id = r.location_id
    group by l.id, r.meter_type, r.unit`);
  return rowsOf<MeterSeriesRow>(result);
}
