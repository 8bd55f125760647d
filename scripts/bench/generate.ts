/**
 * Bulk generation of the bench tenant in SQL (generate_series + INSERT ... SELECT), never row by
 * row through the API. Activities keep a constant daily rate: scale 1 is a year of history
 * (1,000,000 activities, 200,000 meter readings, 5,000 issues), scale 0.1 the last 36.5 days, so
 * growing from one to the other adds older history and leaves "today" the same size.
 */
import { hashPassword } from '#server/modules/auth/password.ts';
import type { SqlRunner } from './sql-runner.ts';

export const MARINAS = 10;
export const DOCKS_PER_MARINA = 20;
export const SLIPS_PER_DOCK = 24;
export const LOCATIONS = MARINAS * DOCKS_PER_MARINA * (1 + SLIPS_PER_DOCK);
export const STAFF_PER_MARINA = 3;
const FULL = { activities: 1_000_000, readings: 200_000, issues: 5_000, days: 365 };
export const BENCH_EMAIL = 'bench.guard@dockwatch.test';
export const BENCH_PASSWORD = 'bench-password-1';

export interface Tenant {
  clientId: number;
  marinas: { id: number; guid: string }[];
  /** Slips of the first marina, for the per-location reads. */
  sampleLocations: { id: number; guid: string }[];
  /** "Now" of the generated history: every timestamp is before it. */
  anchor: Date;
  /** The scale the history reaches so far. */
  scale: number;
}

export const countsAt = (scale: number) => ({
  activities: Math.round(FULL.activities * scale),
  readings: Math.round(FULL.readings * scale),
  issues: Math.round(FULL.issues * scale),
  days: FULL.days * scale,
});

/** Client, marinas, location types, 5,000 locations, staff with marina access, one open shift. */
export async function createTenant(db: SqlRunner, anchor: Date): Promise<Tenant> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const [client] = await db.query<{ id: number }>(
    `insert into clients (name, contact_email) values ('Bench Harbours', 'ops@bench.test') returning id`,
  );
  const clientId = client!.id;
  const marinas = await db.query<{ id: number; guid: string }>(
    `insert into marinas (client_id, name, location)
     select $1, 'Bench Marina ' || lpad(m::text, 2, '0'), 'Berth Road ' || m from generate_series(1, $2) m
     returning id, guid::text as guid`,
    [clientId, MARINAS],
  );
  const types = await db.query<{ id: number; name: string }>(
    `insert into location_types (client_id, name) values ($1, 'dock'), ($1, 'slip') returning id, name`,
    [clientId],
  );
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  await db.query(
    `insert into locations (client_id, marina_id, name, type_id, has_occupancy, description)
     select $1, m.id, 'Dock ' || lpad(d::text, 2, '0'), $2, true, $4 || ' slips'
     from marinas m cross join generate_series(1, $3) d where m.client_id = $1 order by m.id, d`,
    [clientId, typeId('dock'), DOCKS_PER_MARINA, SLIPS_PER_DOCK],
  );
  await db.query(
    `insert into locations (client_id, marina_id, name, type_id, parent_id, status)
     select p.client_id, p.marina_id, substr(p.name, 6) || '-' || lpad(s::text, 2, '0'), $2, p.id,
       case when s % 7 = 0 then 'occupied' when s % 23 = 0 then 'maintenance' else 'active' end
     from locations p cross join generate_series(1, $3) s
     where p.client_id = $1 and p.parent_id is null order by p.id, s`,
    [clientId, typeId('slip'), SLIPS_PER_DOCK],
  );
  const [bench] = await db.query<{ id: number }>(
    `insert into users (client_id, email, first_name, last_name, password_hash)
     values ($1, $2, 'Bench', 'Guard', $3) returning id`,
    [clientId, BENCH_EMAIL, hash],
  );
  await db.query(
    `insert into users (client_id, email, first_name, last_name, password_hash)
     select $1, 'staff' || m.n || '.' || s || '@bench.test', 'Staff', m.n || '-' || s, $2
     from (select row_number() over (order by id) n from marinas where client_id = $1) m
     cross join generate_series(1, $3) s`,
    [clientId, hash, STAFF_PER_MARINA],
  );
  await db.query(
    `insert into permissions (client_id, user_id, marina_id, permission_type)
     select $1, $2, id, 'marina_access' from marinas where client_id = $1`,
    [clientId, bench!.id],
  );
  await db.query(
    `insert into permissions (client_id, user_id, marina_id, permission_type)
     select $1, u.id, m.id, 'marina_access'
     from users u join (select id, row_number() over (order by id) n from marinas where client_id = $1) m
       on u.email like 'staff' || m.n || '.%'
     where u.client_id = $1`,
    [clientId],
  );
  await db.query(
    `insert into shifts (client_id, marina_id, user_id, start_time) values ($1, $2, $3, $4::timestamptz - interval '2 hours')`,
    [clientId, marinas[0]!.id, bench!.id, anchor.toISOString()],
  );
  const sampleLocations = await db.query<{ id: number; guid: string }>(
    `select id, guid::text as guid from locations where marina_id = $1 and parent_id is not null order by id limit 50`,
    [marinas[0]!.id],
  );
  return { clientId, marinas, sampleLocations, anchor, scale: 0 };
}

/** Row-numbered lookups so generate_series rows can pick a location or a user by arithmetic. */
async function lookupTables(db: SqlRunner, clientId: number): Promise<void> {
  await db.query('drop table if exists bench_locs, bench_slips, bench_staff');
  await db.query(
    `create temp table bench_locs as
     select row_number() over (order by id) rn, id, marina_id from locations where client_id = $1`,
    [clientId],
  );
  await db.query(
    `create temp table bench_slips as
     select row_number() over (order by id) rn, id, marina_id from locations
     where client_id = $1 and parent_id is not null`,
    [clientId],
  );
  await db.query(
    `create temp table bench_staff as
     select u.id, p.marina_id, u.first_name || ' ' || u.last_name as name,
       row_number() over (partition by p.marina_id order by u.id) rn
     from users u join permissions p on p.user_id = u.id
     where u.client_id = $1 and u.email like 'staff%'`,
    [clientId],
  );
}

/** Random timestamps in [from, to) days before the anchor, in time order (as rows arrive). */
const times = (count: string, anchor: string, from: string, to: string) => `
  select g, ts from (
    select g, ${anchor}::timestamptz
      - (${from}::float8 + random() * (${to}::float8 - ${from}::float8)) * interval '1 day' as ts
    from generate_series(1, ${count}::int) g
  ) s order by ts`;

const gps = `round((38.97 + random() * 0.01)::numeric, 8), round((-76.49 + random() * 0.01)::numeric, 8),
  round((4 + random() * 12)::numeric, 2)`;

/** Adds the history between the tenant's current scale and `scale` (older days). */
export async function growTo(db: SqlRunner, tenant: Tenant, scale: number, log: (m: string) => void) {
  const before = countsAt(tenant.scale);
  const after = countsAt(scale);
  const add = {
    readings: after.readings - before.readings,
    issues: after.issues - before.issues,
    other: 0,
  };
  add.other = after.activities - before.activities - add.readings - add.issues;
  const params = [tenant.clientId, tenant.anchor.toISOString(), before.days, after.days];
  const started = Date.now();
  await lookupTables(db, tenant.clientId);
  await db.query('select setseed($1)', [0.42 + scale / 10]);
  const [{ n: nLocs } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int n from bench_locs');
  const [{ n: nSlips } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int n from bench_slips');
  const staff = `join bench_staff u on u.marina_id = l.marina_id and u.rn = 1 + t.g % ${STAFF_PER_MARINA}`;

  // Check-ins (7 of 8) and notes (1 of 8), spread over every location.
  await db.query(
    `insert into activities (client_id, marina_id, location_id, type, user_id, comment, staff_name,
       gps_latitude, gps_longitude, gps_accuracy, timestamp, received_at, created_at)
     select $1, l.marina_id, l.id, case when t.g % 8 = 0 then 'comment' else 'patrol_check' end, u.id,
       case when t.g % 8 = 0 then 'Patrol note ' || t.g || ': all quiet at the pontoon'
         else 'Automatic check-in via QR/NFC' end,
       u.name, ${gps}, t.ts, t.ts, t.ts
     from (${times('$5', '$2', '$3', '$4')}) t
     join bench_locs l on l.rn = 1 + (t.g::bigint * 7919) % ${nLocs}
     ${staff}`,
    [...params, add.other],
  );
  log(`  ${add.other.toLocaleString('en')} check-ins and notes (${Date.now() - started} ms)`);

  // Meter reads on slips: the meter_read activity, then its reading (value rises with time).
  const [{ max: maxActivity } = { max: 0 }] = await db.query<{ max: number }>(
    'select coalesce(max(id), 0)::int as max from activities',
  );
  await db.query(
    `insert into activities (client_id, marina_id, location_id, type, user_id, comment, staff_name,
       gps_latitude, gps_longitude, gps_accuracy, timestamp, received_at, created_at)
     select $1, l.marina_id, l.id, 'meter_read', u.id,
       case when t.g % 2 = 0 then 'Meter reading (power)' else 'Meter reading (water)' end,
       u.name, ${gps}, t.ts, t.ts, t.ts
     from (${times('$5', '$2', '$3', '$4')}) t
     join bench_slips l on l.rn = 1 + (t.g::bigint * 7919) % ${nSlips}
     ${staff}`,
    [...params, add.readings],
  );
  await db.query(
    `insert into meter_readings (client_id, marina_id, activity_id, location_id, meter_type, reading,
       transcribed_at, created_at, updated_at)
     select a.client_id, a.marina_id, a.id, a.location_id,
       case when a.comment like '%water%' then 'water' else 'power' end,
       round((extract(epoch from a.timestamp - timestamptz '2020-01-01') / 3600 * 0.4
         + (a.location_id % 97) * 10)::numeric, 3),
       a.timestamp, a.timestamp, a.timestamp
     from activities a where a.client_id = $1 and a.type = 'meter_read' and a.id > $2 order by a.id`,
    [tenant.clientId, maxActivity],
  );
  log(`  ${add.readings.toLocaleString('en')} meter reads (${Date.now() - started} ms)`);

  // Issues, each with its issue_created activity.
  const [{ max: maxIssue } = { max: 0 }] = await db.query<{ max: number }>(
    'select coalesce(max(id), 0)::int as max from issues',
  );
  await db.query(
    `insert into issues (client_id, marina_id, location_id, title, description, priority, status,
       created_by_user_id, created_at, updated_at)
     select $1, l.marina_id, l.id, 'Loose cleat ' || t.g, 'Found on patrol; needs a new bolt.',
       (array['low', 'medium', 'high'])[1 + t.g % 3],
       case when t.g % 4 = 0 then 'open' when t.g % 4 = 1 then 'wontfix' else 'fixed' end, u.id, t.ts, t.ts
     from (${times('$5', '$2', '$3', '$4')}) t
     join bench_locs l on l.rn = 1 + (t.g::bigint * 7919) % ${nLocs}
     ${staff}`,
    [...params, add.issues],
  );
  await db.query(
    `insert into activities (client_id, marina_id, location_id, type, user_id, issue_id, comment,
       staff_name, timestamp, received_at, created_at)
     select i.client_id, i.marina_id, i.location_id, 'issue_created', i.created_by_user_id, i.id, i.title,
       u.first_name || ' ' || u.last_name, i.created_at, i.created_at, i.created_at
     from issues i join users u on u.id = i.created_by_user_id
     where i.client_id = $1 and i.id > $2 order by i.id`,
    [tenant.clientId, maxIssue],
  );
  await db.query('drop table if exists bench_locs, bench_slips, bench_staff');
  await db.query('vacuum analyze');
  log(`  ${add.issues.toLocaleString('en')} issues; vacuumed and analyzed (${Date.now() - started} ms)`);
  tenant.scale = scale;
}

export async function tenantCounts(db: SqlRunner, clientId: number) {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from locations where client_id = $1) locations,
       (select count(*)::int from activities where client_id = $1) activities,
       (select count(*)::int from meter_readings where client_id = $1) readings,
       (select count(*)::int from issues where client_id = $1) issues`,
    [clientId],
  );
  return row!;
}
