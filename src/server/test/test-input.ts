import type { CallInput, Route } from '#core/api/endpoint.ts';

/** A catalogue endpoint or a plain route (core/api/plain-routes.ts): what a test can call. */
export type Callable = Pick<Route, 'method' | 'path' | 'io'>;

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * What a test sends to a catalogue endpoint, in the server tests (inject.ts) and the browser
 * tests' API set-up (e2e/support/api.ts). The params are the route's own (they build the path);
 * query and body are whatever the test means to send, a valid input or one the route must refuse,
 * so a bad-input test speaks the catalogue too.
 */
/** The route's own params when it declares its types; any params for a plain route (no types). */
type ParamsOf<R extends Callable> = R extends { readonly io?: infer T }
  ? unknown extends T
    ? { params?: Record<string, string> }
    : Pick<CallInput<R>, 'params'>
  : { params?: Record<string, string> };

export type TestInput<R extends Callable> = ParamsOf<R> & {
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
