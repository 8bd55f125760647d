import type pg from 'pg';
import { APP_ROLE } from './tenant-context.ts';

/**
 * The role and grants row-level security needs, made sure of at every start on PostgreSQL (not
 * only by migration 0006): a dump restored onto a new server has the policies but maybe not the
 * role or its grants. Idempotent; runs under the migration lock.
 */
export async function ensureAppRole(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ exists: boolean }>(
    'select exists (select from pg_roles where rolname = $1) as exists',
    [APP_ROLE],
  );
  try {
    if (!rows[0]?.exists)
      await client.query(`CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT`);
    const member = await client.query<{ ok: boolean }>(
      `select pg_has_role(current_user, $1, 'MEMBER') as ok`,
      [APP_ROLE],
    );
    if (!member.rows[0]?.ok) await client.query(`GRANT ${APP_ROLE} TO CURRENT_USER`);
  } catch (error) {
    const { rows: who } = await client.query<{ user: string }>('select current_user as user');
    throw new Error(
      `Dockwatch needs the role ${APP_ROLE} for row-level security and could not set it up ` +
        `(${(error as Error).message}). As a superuser run: CREATE ROLE ${APP_ROLE} NOLOGIN; ` +
        `GRANT ${APP_ROLE} TO "${who[0]?.user}"; then start Dockwatch again.`,
    );
  }
  await client.query(`
    GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
    GRANT USAGE ON SCHEMA drizzle TO ${APP_ROLE};
    GRANT SELECT ON drizzle.__drizzle_migrations TO ${APP_ROLE};`);
  // (The last two let GET /api/ready see which migrations ran; read-only.)
  // Fail at start, not at the first signed-in request.
  await client.query(`SET ROLE ${APP_ROLE}; RESET ROLE`);
}
