/** The rows of a raw `execute`: node-postgres answers `{ rows }`, PGlite's Drizzle driver an array. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
