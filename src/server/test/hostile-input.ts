import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type RouteRequest, toInject } from './route-matrix.ts';

/**
 * Hostile variations of a valid request (issue 7 part 2). A mutation names where it strikes
 * (a path param, a query key, a body path, or the raw body text) and which value it puts there.
 * `mustReject` says whether no schema could accept it there (an invalid guid where a guid goes,
 * a 20,000-character string, NUL in text, ...); the others (extra keys, SQL or HTML text,
 * missing fields) may be accepted, but must still never cause a 5xx.
 */
export type Location = 'params' | 'query' | 'body';
export type Path = (string | number)[];

export interface Mutation {
  location: Location;
  path: Path;
  /** A key of VALUES, or 'missing', 'extra:<key>', 'proto', 'raw:<key of RAW_BODIES>', 'literal:<json>'. */
  value: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isGuid = (v: unknown) => typeof v === 'string' && GUID.test(v);
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);
const isNumeric = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
const isScalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
const isStructured = (v: unknown) => typeof v === 'object' && v !== null;
/** Fields whose text has a fixed form: free text is never valid there. */
const isFormatted = (v: unknown) => isGuid(v) || isDate(v) || isNumeric(v);

interface HostileValue {
  make: (template: unknown) => unknown;
  mustReject: (template: unknown) => boolean;
}

const text = (value: string): HostileValue => ({ make: () => value, mustReject: isFormatted });
const wrong = (value: unknown): HostileValue => ({
  make: () => value,
  mustReject: (t) =>
    (isScalar(t) && isStructured(value)) ||
    (typeof t === 'boolean' && value !== null && typeof value !== 'boolean') ||
    (isGuid(t) && value !== null),
});

export const VALUES: Record<string, HostileValue> = {
  // wrong types
  'number 123': wrong(123),
  true: wrong(true),
  null: wrong(null),
  'empty object': wrong({}),
  object: wrong({ a: 1 }),
  'empty array': wrong([]),
  array: wrong([1, 'two']),
  'empty string': { make: () => '', mustReject: (t) => isGuid(t) },
  // sizes beyond every declared limit
  'string of 20,000': { make: () => 'x'.repeat(20_000), mustReject: (t) => typeof t === 'string' },
  'array of 6,000': {
    make: (t) => new Array(6000).fill(Array.isArray(t) && t.length ? t[0] : 'x'),
    mustReject: (t) => Array.isArray(t),
  },
  // guids
  'guid-ish': { make: () => '00000000-0000-0000-0000-00000000000g', mustReject: isGuid },
  'guid + suffix': { make: (t) => `${t}0`, mustReject: isGuid },
  'guid path trick': { make: () => '../../etc/passwd', mustReject: isFormatted },
  'guid sql': { make: () => "' OR '1'='1", mustReject: isFormatted },
  'guid of nothing': { make: () => crypto.randomUUID(), mustReject: () => false },
  // dates
  'month 13': { make: () => '2024-13-01T00:00:00Z', mustReject: isDate },
  'February 30': { make: () => '2024-02-30T00:00:00Z', mustReject: isDate },
  'hour 25': { make: () => '2024-01-01T25:00:00Z', mustReject: isDate },
  'year 0': { make: () => '0000-00-00T00:00:00Z', mustReject: isDate },
  'six-digit year': { make: () => '+275760-09-13T00:00:00Z', mustReject: isDate },
  'word date': { make: () => 'yesterday', mustReject: isFormatted },
  // numbers
  NaN: { make: () => 'NaN', mustReject: isNumeric },
  Infinity: { make: () => 'Infinity', mustReject: isNumeric },
  '-Infinity': { make: () => '-Infinity', mustReject: isNumeric },
  hex: { make: () => '0x1F', mustReject: isFormatted },
  'decimal comma': { make: () => '1,5', mustReject: isFormatted },
  exponent: { make: () => '1e5', mustReject: (t) => isGuid(t) || isDate(t) },
  negative: { make: () => '-1', mustReject: (t) => isGuid(t) || isDate(t) },
  'negative number': { make: () => -1, mustReject: (t) => isGuid(t) || typeof t === 'boolean' },
  'over-precise': { make: () => '1.0000000001', mustReject: (t) => isGuid(t) || isDate(t) },
  'too many digits': { make: () => '1234567890123.5', mustReject: (t) => isGuid(t) || isDate(t) },
  'huge number': { make: () => 1e300, mustReject: (t) => isGuid(t) || typeof t === 'boolean' },
  fraction: { make: () => 2.5, mustReject: (t) => isGuid(t) || typeof t === 'boolean' },
  // payloads that must be stored as text or refused, never run
  'sql drop': text("x'); DROP TABLE users; --"),
  'sql like': text("%' OR 1=1 --"),
  'html script': text('<script>alert(1)</script>'),
  'html img': text('<img src=x onerror=alert(1)>'),
  template: text('$' + '{7*7}{{7*7}}'),
  // unicode edge cases
  NUL: { make: (t) => `${typeof t === 'string' ? t : 'a'}\u0000`, mustReject: (t) => typeof t === 'string' },
  'lone surrogate': {
    make: (t) => `${typeof t === 'string' ? t : 'a'}\ud800`,
    mustReject: (t) => typeof t === 'string',
  },
  'RTL override': text('\u202egnp.exe'),
  'zero-width': text('\u200b\u200d\ufeff'),
  'emoji family': text('👩‍👩‍👧‍👦⚓'),
  combining: text(`e${'\u0301'.repeat(300)}`),
  'line separator': text('a\u2028b\u2029c'),
  // Blank: an optional number may take it as absent (a meter reading's value: a photo-only
  // reading, ADR 0009); a guid or a date never.
  'only spaces': { make: () => '   ', mustReject: (t) => isGuid(t) || isDate(t) },
};

/** Raw request bodies: not JSON (must be refused), or JSON nested far deeper than any schema. */
export const RAW_BODIES: Record<string, { text: string; mustReject: boolean }> = {
  'truncated JSON': { text: '{"name": ', mustReject: true },
  'single quotes': { text: "{'name': 'x'}", mustReject: true },
  'trailing comma': { text: '{"a": 1,}', mustReject: true },
  undefined: { text: 'undefined', mustReject: true },
  'NaN literal': { text: '{"a": NaN}', mustReject: true },
  'deep array': { text: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, mustReject: true },
  // An unknown key is dropped (decision 0015): a body whose fields are all optional accepts it.
  'deep object': { text: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, mustReject: false },
};

const EXTRA_KEYS = ['extra', 'isAdmin', 'clientId', 'id', 'userId', 'createdAt', 'deletedAt', 'permissions'];

/** Every path to a value in a JSON value (arrays: their first element), root first. */
export function pathsOf(value: unknown, path: Path = [], depth = 0): Path[] {
  const paths: Path[] = [path];
  if (depth > 4 || !isStructured(value)) return paths;
  if (Array.isArray(value))
    return value.length ? [...paths, ...pathsOf(value[0], [...path, 0], depth + 1)] : paths;
  for (const [key, child] of Object.entries(value as object))
    paths.push(...pathsOf(child, [...path, key], depth + 1));
  return paths;
}

const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, key) => (isStructured(v) ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

/** The arbitrary of mutations for a request shaped like `template`. */
export function mutationsFor(template: RouteRequest): fc.Arbitrary<Mutation> {
  const values = Object.keys(VALUES);
  const options: fc.Arbitrary<Mutation>[] = [];
  const at = (location: Location, paths: Path[], extra: string[]) =>
    fc.record({
      location: fc.constant(location),
      path: fc.constantFrom(...paths),
      value: fc.constantFrom(...values, 'missing', ...extra),
    });
  const params = Object.keys(template.params ?? {});
  if (params.length)
    options.push(
      at(
        'params',
        params.map((p) => [p]),
        [],
      ),
    );
  const query = Object.keys(template.query ?? {});
  const extraKeys = EXTRA_KEYS.map((k) => `extra:${k}`);
  options.push(at('query', query.length ? query.map((q) => [q]) : [['extra']], [...extraKeys, 'proto']));
  if (template.body !== undefined) {
    const bodyPaths = pathsOf(template.body);
    options.push(
      at('body', bodyPaths, [...extraKeys, 'proto', 'literal:1e999', 'literal:-0', 'literal:1e-400']),
    );
    options.push(
      fc.record({
        location: fc.constant('body' as const),
        path: fc.constant([]),
        value: fc.constantFrom(...Object.keys(RAW_BODIES).map((k) => `raw:${k}`)),
      }),
    );
  }
  return fc.oneof(...options);
}

export interface AppliedMutation {
  options: InjectOptions;
  mustReject: boolean;
}

const setAt = (root: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
};

const deleteAt = (root: unknown, path: Path): unknown => {
  if (path.length === 0) return undefined;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1));
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
  else if (isStructured(parent)) delete (parent as Record<string | number, unknown>)[path.at(-1)!];
  return copy;
};

/** A text value for the URL: strings as they are, anything else as its JSON. */
const asUrlValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Applies a mutation to a valid request of the route `key`. */
export function applyMutation(key: string, request: RouteRequest, m: Mutation): AppliedMutation {
  const marker = '"__hostile_literal__"';
  if (m.value.startsWith('raw:')) {
    const options = toInject(key, { ...request, body: {} });
    const raw = RAW_BODIES[m.value.slice(4)]!;
    return { options: { ...options, payload: raw.text }, mustReject: raw.mustReject };
  }
  if (m.location === 'params') {
    const name = String(m.path[0]);
    const template = request.params?.[name];
    const hostile = m.value === 'missing' ? '' : VALUES[m.value]!.make(template);
    const mustReject = m.value === 'missing' || VALUES[m.value]!.mustReject(template);
    return {
      options: toInject(key, { ...request, params: { ...request.params, [name]: asUrlValue(hostile) } }),
      mustReject,
    };
  }
  if (m.location === 'query') {
    const name = String(m.path[0]);
    const template = request.query?.[name];
    const query: Record<string, string | string[]> = { ...request.query };
    let mustReject = false;
    if (m.value === 'missing') delete query[name];
    else if (m.value === 'proto') {
      query['__proto__[polluted]'] = '1';
      query['constructor[prototype][polluted]'] = '1';
    } else if (m.value.startsWith('extra:')) query[m.value.slice(6)] = 'x';
    else {
      const hostile = VALUES[m.value]!.make(template);
      const items = Array.isArray(hostile) ? hostile.slice(0, 50).map(asUrlValue) : [asUrlValue(hostile)];
      // An empty list sends no value at all: the same as a missing key.
      mustReject = template !== undefined && items.length > 0 && VALUES[m.value]!.mustReject(template);
      query[name] = items;
    }
    return { options: toInject(key, { ...request, query }), mustReject };
  }
  // body
  const template = getAt(request.body, m.path);
  const parentPath = isStructured(template) && m.value !== 'missing' ? m.path : m.path.slice(0, -1);
  if (m.value === 'missing') {
    return {
      options: toInject(key, { ...request, body: deleteAt(request.body, m.path) ?? {} }),
      mustReject: false,
    };
  }
  if (m.value === 'proto' || m.value.startsWith('extra:')) {
    const target = getAt(request.body, parentPath);
    if (!isStructured(target) || Array.isArray(target)) {
      return { options: toInject(key, request), mustReject: false };
    }
    const name = m.value === 'proto' ? '__hostile_proto__' : m.value.slice(6);
    const body = setAt(request.body, [...parentPath, name], m.value === 'proto' ? 1 : 'x');
    const options = toInject(key, { ...request, body });
    if (m.value === 'proto') {
      options.payload = (options.payload as string).replace(
        '"__hostile_proto__":1',
        '"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}}',
      );
    }
    return { options, mustReject: false };
  }
  if (m.value.startsWith('literal:')) {
    const options = toInject(key, { ...request, body: setAt(request.body, m.path, marker.slice(1, -1)) });
    options.payload = (options.payload as string).replace(marker, m.value.slice(8));
    const mustReject = m.value === 'literal:1e999' && m.path.length > 0 && template !== null;
    return { options, mustReject };
  }
  const value = VALUES[m.value]!;
  const mustReject = m.path.length > 0 && value.mustReject(template);
  return {
    options: toInject(key, { ...request, body: setAt(request.body, m.path, value.make(template)) }),
    mustReject,
  };
}

/** A short description of a mutation for failure messages. */
export const describeMutation = (m: Mutation) =>
  `${m.location}${m.path.length ? `.${m.path.join('.')}` : ''} = ${m.value}`;
