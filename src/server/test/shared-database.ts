/**
 * The test files under these folders make tenants of their own and count only their own rows
 * (ADR 0004), so they share a database: the PostgreSQL pass runs them in two workers on one
 * scratch database, and on PGlite each worker loads the migrated template once for all of them
 * (about a second of CPU per file otherwise). Files elsewhere (the database layer, the command-line
 * tools, migrations) get a fresh PGlite each.
 */
export const SHARED_DATABASE_DIRS = ['src/server/modules', 'src/server/plugins', 'src/server/jobs'] as const;

/** Whether the test file at `path` (absolute, as Vitest names it) shares its worker's database. */
export function sharesDatabase(path: string | undefined, root = process.cwd()): boolean {
  if (!path) return false;
  const relative = path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
  return SHARED_DATABASE_DIRS.some((dir) => relative.startsWith(`${dir}/`));
}
