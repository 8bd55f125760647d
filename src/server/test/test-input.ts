import type { CallInput, Route } from '#core/api/endpoint.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * What a test sends to a catalogue endpoint, in the server tests (inject.ts) and the browser
 * tests' API set-up (e2e/support/api.ts). The params are the route's own (they build the path);
 * query and body are whatever the test means to send, a valid input or one the route must refuse,
 * so a bad-input test speaks the catalogue too.
 */
export type TestInput<R extends Route> = Pick<CallInput<R>, 'params'> & {
  query?: Record<string, QueryValue>;
  /** JSON (an object), or raw bytes / text sent as they are (set their content-type in the headers). */
  body?: unknown;
};

/** `{ limit: 20, kind: ['a', 'b'] }` → the query's string values (arrays repeat the name). */
export function queryOf(query: Record<string, QueryValue> | undefined): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/** The parts of a test input, untyped (the typed input's params are the route's own). */
export const partsOf = (input: object) =>
  input as { params?: Record<string, string>; query?: Record<string, QueryValue>; body?: unknown };
